import type { ComponentType, ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useSiteInfo } from './useSiteInfo';
import { PageLoading } from '../ui/Preloader';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ size?: number; className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="contact-detail mb-3">
      <dt className="small text-body-secondary fw-normal d-flex align-items-center gap-2">
        <Icon size={18} aria-hidden className="text-primary" />
        {label}
      </dt>
      <dd className="mb-0 ms-4 ps-2">{children}</dd>
    </div>
  );
}

/** docs/product.md#roles: Contact Us with the merchant details (from the server's configuration). */
export default function ContactPage() {
  const { data, isPending, isError } = useSiteInfo();
  return (
    <div className="container py-5" style={{ maxWidth: 820 }}>
      <h1 className="fw-bold mb-2">Contact Us</h1>
      <p className="lead text-body-secondary mb-4">
        Questions about an order, a refund or your account? We answer every message.
      </p>
      {isPending && <PageLoading />}
      {isError && (
        <div className="alert alert-warning" role="alert">
          Our contact details could not be loaded. Please refresh the page.
        </div>
      )}
      {data && (
        <div className="card border-0 shadow-sm">
          <div className="card-body p-4">
            <h2 className="h5 fw-semibold mb-3">{data.name}</h2>
            <dl className="mb-0">
              <Detail icon={Mail} label="Email">
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </Detail>
              <Detail icon={Phone} label="Phone">
                <a href={`tel:${data.phone.replace(/[^+\d]/g, '')}`}>{data.phone}</a>
              </Detail>
              <Detail icon={MapPin} label="Address">
                {data.address}
              </Detail>
            </dl>
          </div>
        </div>
      )}
    </div>
  );
}
