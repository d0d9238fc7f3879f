import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';

interface FormSubmitProps {
  /** The form's one alert, if any. */
  alert: string | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
  variant?: 'primary' | 'secondary';
}

/**
 * The end of a form: its one alert, then the full-width submit button. While
 * busy the button is aria-disabled, not disabled: it keeps the keyboard's focus
 * (a disabled button drops it to the page), and a press (or Enter in a field)
 * does nothing.
 */
export function FormSubmit({ alert, busy, label, busyLabel, variant }: FormSubmitProps) {
  return (
    <>
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <Button type="submit" variant={variant} className="w-full" aria-disabled={busy} onClick={(event) => busy && event.preventDefault()}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
