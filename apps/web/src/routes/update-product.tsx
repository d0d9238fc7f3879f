import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { paths } from '../lib/paths.ts';
import { FormAlert } from '../components/ui/form-alert.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { adminProductQuery, updateProduct } from '../features/admin/admin-api.ts';
import { ProductForm, productFormValues } from '../features/admin/product-form.tsx';
import { useSaveProduct } from '../features/admin/use-save-product.ts';
import { ApiError } from '../lib/api-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { adminMessages } from '../messages/admin-messages.ts';

const m = adminMessages.form;

/** /updateproduct?id=<product id> */
export default function UpdateProductPage() {
  useDocumentTitle(m.updateTitle);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const product = useQuery({ ...adminProductQuery(id), enabled: id !== '' });
  const save = useSaveProduct((form) => updateProduct(id, form), m.updated);
  const queryClient = useQueryClient();
  const reloadStock = async () => (await queryClient.fetchQuery({ ...adminProductQuery(id), staleTime: 0 })).stock;

  let body;
  if (!id) body = <FormAlert tone="error">{m.missingId}</FormAlert>;
  else if (product.isPending) body = <Spinner />;
  else if (product.isError) {
    body = <FormAlert tone="error">{product.error instanceof ApiError && product.error.status === 404 ? m.notFound : m.loadFailed}</FormAlert>;
  } else body = <ProductForm key={product.data.id} initial={productFormValues(product.data)} submitLabel={m.updateButton} onSave={save} reloadStock={reloadStock} />;

  return (
    <div className="mx-auto max-w-3xl">
      <p className="mb-4 text-sm">
        <TextLink to={paths.dashboard()}>{m.backToDashboard}</TextLink>
      </p>
      <PageHeading>{m.updateTitle}</PageHeading>
      {body}
    </div>
  );
}
