import type { ComponentProps } from 'react';
import { AdminField } from './admin-field.tsx';
import { inputClass } from './admin-styles.ts';

export interface TextInputProps extends ComponentProps<'input'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  invalid?: boolean | undefined;
}

export function AdminTextInput({ label, hint, error, invalid, ...input }: TextInputProps) {
  return (
    <AdminField label={label} hint={hint} error={error} invalid={invalid}>
      {(props) => <input type="text" {...input} {...props} className={inputClass} />}
    </AdminField>
  );
}
