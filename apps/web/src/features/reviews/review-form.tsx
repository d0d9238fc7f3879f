import { MAX_REVIEW_LENGTH, ReviewInputSchema, type OwnReview, type ReviewForm as ReviewFormValues, type ReviewInput } from '@handloom/shared';
import { useEffect, useId, useRef } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { fieldProblem, formAlert, showServerProblem } from '../../lib/form-problems.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';

const m = shopMessages.reviews;

interface ReviewFormProps {
  /** The review being changed; null: a new one. */
  review: OwnReview | null;
  onSave: (input: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Opened by a button that is gone now (Edit review): the focus goes to the stars. */
  focusOnOpen?: boolean;
}

/** Stars as five radio buttons and the text; the same form writes a review and changes one. */
export function ReviewForm({ review, onSave, onCancel, focusOnOpen = false }: ReviewFormProps) {
  const id = useId();
  const starsRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const stars = starsRef.current;
    if (focusOnOpen) (stars?.querySelector<HTMLInputElement>('input:checked') ?? stars?.querySelector<HTMLInputElement>('input'))?.focus();
  }, [focusOnOpen]);
  const { register, handleSubmit, setError, formState } = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver: schemaResolver(ReviewInputSchema) as Resolver<ReviewFormValues, unknown, ReviewInput>,
    defaultValues: { stars: review ? String(review.stars) : '', text: review?.text ?? '' },
  });
  const alert = formAlert(formState.errors);
  const starsProblem = fieldProblem(formState.errors.stars as FieldError | undefined).error;
  const textProblem = fieldProblem(formState.errors.text).error;

  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (caught) {
      showServerProblem(setError, caught, m.actionFailed);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // One send at a time: the button stays focusable while sending, and a second press does nothing.
        if (!formState.isSubmitting) void submit(event);
      }}
      className="space-y-4"
    >
      <fieldset ref={starsRef} aria-invalid={formState.errors.stars ? true : undefined} aria-describedby={starsProblem ? `${id}-stars-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink-800 dark:text-cream-100">{m.starsLegend}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-400 px-3 py-2 has-checked:border-maroon-700 has-checked:bg-maroon-50 dark:border-stone-500 dark:has-checked:border-zari-400 dark:has-checked:bg-ink-700"
            >
              <input type="radio" value={String(stars)} className="accent-maroon-700 dark:accent-zari-400" {...register('stars')} />
              <span aria-hidden="true" className="text-amber-700 dark:text-zari-300">
                {'★'.repeat(stars)}
              </span>
              <span className="sr-only">{m.starOption(stars)}</span>
            </label>
          ))}
        </div>
        {starsProblem ? (
          <p id={`${id}-stars-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {starsProblem}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-ink-800 dark:text-cream-100">
          {m.text}
        </label>
        <textarea
          id={`${id}-text`}
          rows={5}
          maxLength={MAX_REVIEW_LENGTH}
          aria-invalid={formState.errors.text ? true : undefined}
          aria-describedby={textProblem ? `${id}-hint ${id}-text-error` : `${id}-hint`}
          className="block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-ink-900 shadow-sm focus-visible:border-maroon-700 aria-invalid:border-red-700 dark:border-stone-500 dark:bg-ink-800 dark:text-cream-100"
          {...register('text')}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-300">
          {m.textHint}
        </p>
        {textProblem ? (
          <p id={`${id}-text-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {textProblem}
          </p>
        ) : null}
      </div>
      {review?.status === 'approved' ? <p className="text-sm text-stone-700 dark:text-stone-300">{m.editWaitsAgain}</p> : null}
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-disabled={formState.isSubmitting}>
          {formState.isSubmitting ? m.sending : review ? m.save : m.send}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={formState.isSubmitting}>
            {m.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
