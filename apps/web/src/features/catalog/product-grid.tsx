import type { Product } from '@handloom/shared';
import type { ReactNode } from 'react';
import type { ImagePriority } from '../../components/ui/product-image.tsx';
import { ProductCard, type CardHeadingLevel } from './product-card.tsx';

interface ProductGridProps {
  products: readonly Product[];
  headingLevel: CardHeadingLevel;
  /** How many cards at the top are in the first screen: their images load at once, the first two first of all. */
  aboveTheFold?: number;
  /** Something to do with a card's product, under the card (Favourites: remove it). */
  action?: (product: Product) => ReactNode;
}

function priorityOf(index: number, aboveTheFold: number): ImagePriority {
  if (index < Math.min(2, aboveTheFold)) return 'high';
  return index < aboveTheFold ? 'eager' : 'lazy';
}

export function ProductGrid({ products, headingLevel, aboveTheFold = 0, action }: ProductGridProps) {
  return (
    <ul role="list" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} imagePriority={priorityOf(index, aboveTheFold)} />
          {action?.(product)}
        </li>
      ))}
    </ul>
  );
}
