// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

const labels = { title: 'Delete this product?', confirmLabel: 'Delete product', busyLabel: 'Deleting…', keepLabel: 'Keep product' };

function confirmDialog(onConfirm: () => void, busy: boolean, error: string | null) {
  return (
    <ConfirmDialog {...labels} busy={busy} error={error} onConfirm={onConfirm} onClose={() => {}}>
      Saree will leave the shop.
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('asks in a dialog named by its title and confirms or keeps', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog {...labels} busy={false} error={null} onConfirm={onConfirm} onClose={onClose}>
        Saree will leave the shop.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this product?' });
    expect(dialog.textContent).toContain('Saree will leave the shop.');
    // The safe choice has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep product' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Keep product' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while busy it says so, confirms once only and cannot be kept or closed', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog {...labels} busy error={null} onConfirm={onConfirm} onClose={onClose}>
        Saree will leave the shop.
      </ConfirmDialog>,
    );
    const confirm = screen.getByRole('button', { name: 'Deleting…' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Keep product' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
  });

  it('a double click confirms once, before the page knows it is busy', () => {
    const onConfirm = vi.fn();
    const dialogWith = (busy: boolean, error: string | null) => confirmDialog(onConfirm, busy, error);
    const { rerender } = render(dialogWith(false, null));
    const confirm = screen.getByRole('button', { name: 'Delete product' });
    fireEvent.click(confirm);
    // The page draws again for some other reason before the action says it is busy.
    rerender(dialogWith(false, null));
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('can be confirmed again after a failure', () => {
    const onConfirm = vi.fn();
    const dialog = (busy: boolean, error: string | null) => confirmDialog(onConfirm, busy, error);
    const { rerender } = render(dialog(false, null));
    fireEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    rerender(dialog(true, null));
    rerender(dialog(false, 'The product could not be deleted.'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('shows a failure inside the dialog as an alert', () => {
    render(
      <ConfirmDialog {...labels} busy={false} error="The product could not be deleted." onConfirm={() => {}} onClose={() => {}}>
        Saree will leave the shop.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The product could not be deleted.');
  });
});
