import { cartLineFromProduct } from '@handloom/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { paths } from '../lib/paths.ts';
import { shownTitle } from '../lib/product-text.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { useCartStore } from '../features/cart/cart-store.ts';
import { FavouriteButton } from '../features/favourites/favourite-button.tsx';
import { CheckDelivery } from '../features/delivery/check-delivery.tsx';
import { useCategoryName } from '../features/catalog/use-catalog-facets.ts';
import { ProductDetail } from '../features/product-detail/product-detail.tsx';
import { useProduct } from '../features/product-detail/use-product.ts';
import { useSession } from '../features/session/use-session.ts';
import { ProductReviews } from '../features/reviews/product-reviews.tsx';
import { ProvenanceBlock } from '../features/weavers/provenance-block.tsx';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.catalog.detail;

export default function ProductInfoPage() {
  const id = useParams().id ?? '';
  const product = useProduct(id);
  const session = useSession();
  const cartQuantity = useCartStore((state) => state.lines.find((line) => line.productId === id)?.quantity ?? null);
  const addToCart = useCartStore((state) => state.add);
  const setCartQuantity = useCartStore((state) => state.setQuantity);
  const notFound = product.data === null;
  const categoryName = useCategoryName(product.data?.category ?? '');
  useDocumentTitle((product.data ? shownTitle(product.data).text : null) ?? (notFound ? m.notFoundTitle : null));

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (product.isPending) return <Spinner />;
  if (notFound) {
    return (
      <div className="mx-auto max-w-xl py-12 text-center">
        <PageHeading subtitle={m.notFoundText}>{m.notFoundTitle}</PageHeading>
        <TextLink to={paths.allProducts()}>{m.browse}</TextLink>
      </div>
    );
  }
  // Only when nothing was loaded: a failed refresh (every minute, decision 007) keeps the product on screen.
  if (!product.data) {
    return (
      <div role="alert" className="mx-auto max-w-xl py-12 text-center">
        <p className="mb-4">{m.failed}</p>
        <button
          type="button"
          className="rounded-md bg-maroon-700 px-4 py-2 font-semibold text-white dark:bg-zari-400 dark:text-ink-900"
          onClick={() => void product.refetch()}
        >
          {messages.common.retry}
        </button>
      </div>
    );
  }

  const item = product.data;
  return (
    <>
    <ProductDetail
      key={item.id}
      product={item}
      cartQuantity={cartQuantity}
      onAddToCart={(quantity) => {
        if (addToCart(cartLineFromProduct(item, quantity))) void notifySuccess(m.addedToCart);
        else void notifyError(m.cartFull);
      }}
      onCartQuantityChange={(quantity) => setCartQuantity(item.id, quantity)}
      favouriteButton={<FavouriteButton product={item} />}
      deliveryCheck={<CheckDelivery />}
      provenance={<ProvenanceBlock provenance={item.provenance} />}
      categoryName={categoryName}
    />
    <ProductReviews key={`reviews-${item.id}`} productId={item.id} signedIn={session.isPending ? null : Boolean(session.data)} />
    </>
  );
}
