import { PageHeading } from '../components/ui/page-heading.tsx';
import { ProductFilters } from '../features/catalog/product-filters.tsx';
import { ProductList } from '../features/catalog/product-list.tsx';
import { useProductFilters } from '../features/catalog/use-product-filters.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.catalog.list;

export default function AllProductsPage() {
  const { filters, setFilter, reset } = useProductFilters();
  useDocumentTitle(m.allProductsTitle);
  return (
    <>
      <PageHeading>{m.allProductsTitle}</PageHeading>
      <ProductFilters filters={filters} setFilter={setFilter} reset={reset} showCategory />
      <ProductList filters={filters} emptyText={m.empty} emptyHint={m.emptyHint} />
    </>
  );
}
