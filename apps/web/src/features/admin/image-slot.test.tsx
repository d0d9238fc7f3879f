// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageSlot } from './image-slot.tsx';

// One image slot of the product form: a refused upload says why, until the shopkeeper moves on.

function Slot({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <ImageSlot slot={1} value={value} error={undefined} onChange={setValue} onBusyChange={() => {}} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('an image slot', () => {
  it("a refused upload's message goes when the image is removed, and when another address is typed", async () => {
    const refusal = 'That file is not a JPEG, PNG or WebP image.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'unsupported_media_type', message: refusal } }), { status: 415, headers: { 'content-type': 'application/json' } })),
    );
    render(<Slot initial="/media/products/old-saree.webp" />);
    const file = new File(['not an image'], 'saree.jpg', { type: 'image/jpeg' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    expect(await screen.findByText(refusal)).toBeTruthy();
    // The old image stays; removing it leaves an empty slot with no word of the refused file.
    fireEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(screen.queryByText(refusal)).toBeNull();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');

    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    expect(await screen.findByText(refusal)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'https://example.com/saree.jpg' } });
    expect(screen.queryByText(refusal)).toBeNull();
  });
});
