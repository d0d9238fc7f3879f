// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image.tsx';

describe('ProductImage', () => {
  it('draws a photograph as responsive WebP in its 4:5 box', () => {
    render(<ProductImage url="/media/0123456789abcdef01234567" alt="Arani Silk Saree" sizes="56px" />);
    const image = screen.getByRole('img', { name: 'Arani Silk Saree' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe('/media/0123456789abcdef01234567-640.webp');
    expect(image.getAttribute('width')).toBe('640');
  });

  it('draws the empty box, with no src for the browser to fetch, when there is no photograph', () => {
    const { container } = render(
      <>
        <ProductImage url="" alt="" sizes="56px" />
        <ProductImage url="" alt="Cotton Towel" sizes="56px" />
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[src]')).toBeNull();
    // A named photograph that is missing still names what it would show; a decorative one stays silent.
    expect(screen.getByRole('img', { name: 'Cotton Towel' }).className).toContain('aspect-4/5');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });
});
