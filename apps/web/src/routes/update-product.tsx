import { PageHeading } from '../components/ui/page-heading.tsx';

// Placeholder until the admin issue lands.
export default function UpdateProductPage() {
  return <PageHeading>Update Product</PageHeading>;
}
