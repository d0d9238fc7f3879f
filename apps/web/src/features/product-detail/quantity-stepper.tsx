import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.catalog.detail;

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  /** A press of − (-1) or + (+1); the page keeps the value within bounds. */
  onStep: (step: -1 | 1) => void;
  disabled?: boolean;
}

const stepButton =
  'inline-flex size-11 items-center justify-center text-ink-900 hover:bg-maroon-50 focus-visible:outline-maroon-700 aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent dark:text-cream-100 dark:hover:bg-ink-700 dark:focus-visible:outline-zari-400 dark:aria-disabled:text-stone-500';

/**
 * − value +. At a bound the button says it is disabled but keeps the focus
 * (aria-disabled), so a keyboard user pressing + ten times stays on it.
 */
export function QuantityStepper({ value, min, max, onStep, disabled = false }: QuantityStepperProps) {
  const labelId = useId();
  const atMin = disabled || value <= min;
  const atMax = disabled || value >= max;
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="font-medium">
        {m.quantity}
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex items-center overflow-hidden rounded-md border-2 border-stone-400 dark:border-stone-500">
        <button type="button" aria-label={m.decrease} aria-disabled={atMin} className={stepButton} onClick={() => !atMin && onStep(-1)}>
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output aria-live="polite" className="w-12 text-center text-lg font-semibold tabular-nums">
          {value}
        </output>
        <button type="button" aria-label={m.increase} aria-disabled={atMax} className={stepButton} onClick={() => !atMax && onStep(1)}>
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
