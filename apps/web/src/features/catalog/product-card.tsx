import { PRODUCT_CARD_IMAGE_SIZES, type Product } from '@handloom/shared';
import { formatRupeesShort } from '../../lib/format.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { shownTitle, type ShownText } from '../../lib/product-text.tsx';
import { Price } from '../../components/ui/price.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { RatingSummary } from '../../components/ui/rating-summary.tsx';
import { ProductImage, type ImagePriority } from '../../components/ui/product-image.tsx';
import { settings } from '../../lib/settings.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { splitCardTitle } from './card-title.ts';
import { discountBadge, stockBadge } from './filter-options.ts';

const m = shopMessages.catalog.card;

export type CardHeadingLevel = 2 | 3;

interface ProductCardProps {
  product: Product;
  /** The title's heading level under the page's own headings. */
  headingLevel: CardHeadingLevel;
  imagePriority?: ImagePriority;
}

/** A product in a list: discount badge, photograph, brand line, title, sale price and the original struck through. */
export function ProductCard({ product, headingLevel, imagePriority = 'lazy' }: ProductCardProps) {
  const titleId = useId();
  const to = paths.productInfo(product.id);
  const badge = discountBadge(product.discountPercent);
  const stock = stockBadge(product.stock);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={titleId} className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-maroon-100 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-ink-700 dark:bg-ink-800">
      {/* The photograph repeats the title's link for pointers; keyboards and screen readers use the title. */}
      <Link to={to} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <ProductImage
          url={product.images[0] ?? ''}
          alt=""
          sizes={PRODUCT_CARD_IMAGE_SIZES}
          priority={imagePriority}
          className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </Link>
      {badge ? (
        <p className="absolute top-2 left-2 rounded-full bg-maroon-700 px-2.5 py-0.5 text-xs font-bold text-white shadow dark:bg-zari-400 dark:text-ink-900">
          {badge}
        </p>
      ) : null}
      {stock ? (
        <p
          className={`absolute top-2 right-2 rounded-full px-2.5 py-0.5 text-xs font-bold shadow ${
            product.stock === 0 ? 'bg-ink-900 text-white dark:bg-cream-100 dark:text-ink-900' : 'bg-white text-maroon-800 dark:bg-ink-900 dark:text-zari-300'
          }`}
        >
          {stock}
        </p>
      ) : null}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-xs font-semibold tracking-wide text-maroon-700 uppercase dark:text-zari-300">{settings.shopName}</p>
        <Heading id={titleId} className="text-sm leading-snug font-medium sm:text-base">
          <TextLink to={to} look="title" className="block min-h-11">
            <CardTitleLines shown={shownTitle(product)} />
          </TextLink>
        </Heading>
 {product.rating ? <RatingSummary rating={product.rating} label={shopMessages.reviews.cardRating} /> : null}
        <Price className="mt-auto pt-1" prices={product} labels={{ sale: m.salePrice, original: m.originalPrice }} format={formatRupeesShort} />
      </div>
    </article>
  );
}

/**
 * Two lines that keep the colour: the weave on the first, what follows the dash
 * (the colour and border, which tell the sarees apart) on the second, each cut
 * with an ellipsis. Inline blocks, not blocks, so the link's text (its name,
 * innerText, a copy) is still the whole title on one line.
 */
function CardTitleLines({ shown }: { shown: ShownText }) {
  const { name, separator, variant } = splitCardTitle(shown.text);
  if (!variant) return <span className="line-clamp-2" lang={shown.lang}>{shown.text}</span>;
  return (
    <span lang={shown.lang}>
      <span className="inline-block w-full truncate align-top">
        {name}
        {separator.trimEnd()}
      </span>{' '}
      <span className="inline-block w-full truncate align-top text-stone-700 dark:text-stone-300">{variant}</span>
    </span>
  );
}
