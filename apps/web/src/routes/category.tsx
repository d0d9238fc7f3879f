import { useParams } from 'react-router';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { categoryFromPath, narrowsTheList } from '../features/catalog/catalog-queries.ts';
import { ProductFilters } from '../features/catalog/product-filters.tsx';
import { ProductList } from '../features/catalog/product-list.tsx';
import { useCategoryName } from '../features/catalog/use-catalog-facets.ts';
import { useProductFilters } from '../features/catalog/use-product-filters.ts';
import { ProductText } from '../lib/product-text.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.catalog.list;

export default function CategoryPage() {
  const category = categoryFromPath(useParams().category ?? '');
  const { filters, setFilter, reset } = useProductFilters(category);
  const name = useCategoryName(category);
  useDocumentTitle(name.text);
  const filtered = narrowsTheList(filters);
  return (
    <>
      <PageHeading>
        <ProductText shown={name} />
      </PageHeading>
      <ProductFilters key={category} filters={filters} setFilter={setFilter} reset={reset} showCategory={false} />
      <ProductList
        filters={filters}
        emptyText={filtered ? m.empty : m.emptyCategory}
        emptyHint={filtered ? m.emptyHint : undefined}
      />
    </>
  );
}
