import { PageHeading } from '../components/ui/page-heading.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { paths } from '../lib/paths.ts';
import { createProduct } from '../features/admin/admin-api.ts';
import { emptyProductForm, ProductForm } from '../features/admin/product-form.tsx';
import { useSaveProduct } from '../features/admin/use-save-product.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { adminMessages } from '../messages/admin-messages.ts';

const m = adminMessages.form;

export default function AddProductPage() {
  useDocumentTitle(m.addTitle);
  const save = useSaveProduct(createProduct, m.added);
  return (
    <div className="mx-auto max-w-3xl">
      <p className="mb-4 text-sm">
        <TextLink to={paths.dashboard()}>{m.backToDashboard}</TextLink>
      </p>
      <PageHeading>{m.addTitle}</PageHeading>
      <ProductForm initial={emptyProductForm} submitLabel={m.addButton} onSave={save} />
    </div>
  );
}
