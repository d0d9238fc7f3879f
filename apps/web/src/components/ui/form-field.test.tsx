// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
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
});
