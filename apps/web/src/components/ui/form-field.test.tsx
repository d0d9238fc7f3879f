// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';

describe('FormField', () => {
  it('labels its input and ties the error to it for screen readers', () => {
    render(<FormField label="Pincode" name="pincode" error="Enter a 6-digit pincode." />);
    const input = screen.getByLabelText('Pincode');
    expect(input).toHaveProperty('name', 'pincode');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Enter a 6-digit pincode.').id);
  });

  it('is not marked invalid without an error', () => {
    render(<FormField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('describes the input by its hint and its error, and can be marked invalid without a message', () => {
    render(<FormField label="Pincode" hint="6 digits" error="Pincode must be 6 digits" />);
    const input = screen.getByLabelText('Pincode');
    const [hintId, errorId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(hintId ?? '')?.textContent).toBe('6 digits');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Pincode must be 6 digits');

    render(<FormField label="Name" invalid />);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it("takes react-hook-form's register() as it is", async () => {
    let submitted: { email: string } | null = null;
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { email: '' } });
      return (
        <form onSubmit={handleSubmit((values) => void (submitted = values))}>
          <FormField label="Email" {...register('email')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Email'), 'meena@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toEqual({ email: 'meena@example.com' });
  });
});
