import { descriptionLines, type Product } from '@handloom/shared';
import { ChevronRight, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ProductText, shownDescription, shownTitle, type ShownText } from '../../lib/product-text.tsx';
import { Price } from '../../components/ui/price.tsx';
import { settings } from '../../lib/settings.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { ImageCarousel } from './image-carousel.tsx';
import { NotifyWhenBack } from './notify-when-back.tsx';
import { quantityBounds, stepQuantity, stockLeft } from './quantity.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

const m = shopMessages.catalog.detail;

interface ProductDetailProps {
  product: Product;
  /** The quantity of this product in the cart, or null when it is not in the cart. */
  cartQuantity: number | null;
  onAddToCart: (quantity: number) => void;
  /** The stepper of a product already in the cart changes the cart's quantity. */
  onCartQuantityChange: (quantity: number) => void;
  /** The favourite toggle, from the favourites feature. */
  favouriteButton: ReactNode;
  /** "Check delivery" by pincode, from the delivery feature. */
  deliveryCheck?: ReactNode;
  /** Who wove it and its trust marks (shown only when set). */
  provenance?: ReactNode;
  /** The category's name (the breadcrumb), from the catalogue's facets. */
  categoryName: ShownText;
}

const primaryButton =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-md px-6 py-3 text-base font-semibold sm:flex-none';

export function ProductDetail({ product, cartQuantity, onAddToCart, onCartQuantityChange, favouriteButton, deliveryCheck, provenance, categoryName }: ProductDetailProps) {
  const [chosen, setChosen] = useState(1);
  // After Add To Cart the button is replaced by the View In Cart link: the focus moves onto it.
  const [added, setAdded] = useState(false);
  const cartLinkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (added) cartLinkRef.current?.focus({ preventScroll: true });
  }, [added]);
  const inCart = cartQuantity !== null;
  const quantity = inCart ? cartQuantity : chosen;
  const { min, max } = quantityBounds(product.stock);
  const outOfStock = product.stock <= 0;
  const title = shownTitle(product);
  const description = shownDescription(product);
  const lines = descriptionLines(description.text);

  const step = (delta: -1 | 1) => {
    const next = stepQuantity(quantity, delta, product.stock);
    if (inCart) onCartQuantityChange(next);
    else setChosen(next);
  };

  return (
    <article>
      <nav aria-label={m.breadcrumb} className="mb-5 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-stone-600 dark:text-stone-300">
          <li>
            <Link to={paths.allProducts()} className="rounded-sm underline-offset-4 hover:underline">
              {shopMessages.catalog.list.allProductsTitle}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link to={paths.category(product.category)} className="rounded-sm underline-offset-4 hover:underline">
              <ProductText shown={categoryName} />
            </Link>
          </li>
        </ol>
      </nav>
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <ImageCarousel images={product.images} title={title.text} />
        <div className="min-w-0 space-y-6">
          <div>
            <p className="text-sm font-semibold tracking-wide text-maroon-700 uppercase dark:text-zari-300">{settings.shopName}</p>
            <h1 className="mt-1 font-serif text-2xl leading-tight font-semibold text-ink-900 sm:text-3xl dark:text-cream-50">
              <ProductText shown={title} />
            </h1>
          </div>
          <Price
            size="page"
            prices={product}
            labels={{ sale: m.salePrice, original: m.originalPrice }}
            discountBadge={
              <span className="rounded-full bg-maroon-700 px-2.5 py-0.5 text-sm font-bold text-white dark:bg-zari-400 dark:text-ink-900">
                {m.discount(product.discountPercent)}
              </span>
            }
          />
          <p className="-mt-4 text-sm text-stone-700 dark:text-stone-300">{m.taxIncluded}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <QuantityStepper value={quantity} min={min} max={max} onStep={step} disabled={outOfStock} />
            <p>
              {m.inStock}: <strong className="tabular-nums">{stockLeft(product.stock, outOfStock ? 0 : quantity)}</strong>
            </p>
          </div>
          <div className="flex items-center gap-3">
            {outOfStock ? (
              <button type="button" disabled className={`${primaryButton} cursor-not-allowed bg-stone-300 text-stone-700 dark:bg-ink-700 dark:text-stone-300`}>
                {m.outOfStock}
              </button>
            ) : inCart ? (
              <Link
                ref={cartLinkRef}
                to={paths.cart()}
                className={`${primaryButton} border-2 border-maroon-700 text-maroon-700 hover:bg-maroon-50 focus-visible:outline-maroon-700 dark:border-zari-400 dark:text-zari-300 dark:hover:bg-ink-800 dark:focus-visible:outline-zari-400`}
              >
                <ShoppingCart aria-hidden="true" className="size-5" />
                {m.viewInCart}
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => {
                  setAdded(true);
                  onAddToCart(quantity);
                }}
                className={`${primaryButton} bg-maroon-700 text-white hover:bg-maroon-800 focus-visible:outline-maroon-700 dark:bg-zari-400 dark:text-ink-900 dark:hover:bg-zari-300 dark:focus-visible:outline-zari-400`}
              >
                <ShoppingCart aria-hidden="true" className="size-5" />
                {m.addToCart}
              </button>
            )}
            {favouriteButton}
          </div>
          {outOfStock ? <NotifyWhenBack productId={product.id} /> : null}
          {inCart && !outOfStock ? <p className="text-sm text-stone-600 dark:text-stone-300">{m.inCartNote(quantity)}</p> : null}
          {deliveryCheck}
          {provenance}
          {lines.length > 0 ? (
            <section aria-labelledby="product-details" className="border-t border-maroon-100 pt-5 dark:border-ink-700">
              <h2 id="product-details" className="mb-3 font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">
                {m.details}
              </h2>
              <ul lang={description.lang} className="list-disc space-y-1.5 pl-5 leading-relaxed marker:text-zari-700 dark:marker:text-zari-400">
                {lines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
