/** A tel: link showing the number as written; the link dials digits only. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={className}>
      {phone}
    </a>
  );
}
