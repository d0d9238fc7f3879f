import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';

interface FormSubmitProps {
  /** The form's one alert, if any. */
  alert: string | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The end of a form: its one alert, then the full-width submit button. */
export function FormSubmit({ alert, busy, label, busyLabel }: FormSubmitProps) {
  return (
    <>
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
