import { Mail, MapPin, Phone } from 'lucide-react';
import { useSiteInfo } from './useSiteInfo';
import { PageLoading } from '../app/Preloader';

/** SPEC §1: Contact Us with the merchant details (from the server's configuration). */
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
            <dl className="contact-list mb-0">
              <div className="d-flex gap-3 mb-3">
                <Mail size={20} aria-hidden="true" className="text-primary flex-shrink-0 mt-1" />
                <div>
                  <dt className="small text-body-secondary fw-normal">Email</dt>
                  <dd className="mb-0">
                    <a href={`mailto:${data.email}`}>{data.email}</a>
                  </dd>
                </div>
              </div>
              <div className="d-flex gap-3 mb-3">
                <Phone size={20} aria-hidden="true" className="text-primary flex-shrink-0 mt-1" />
                <div>
                  <dt className="small text-body-secondary fw-normal">Phone</dt>
                  <dd className="mb-0">
                    <a href={`tel:${data.phone.replace(/[^+\d]/g, '')}`}>{data.phone}</a>
                  </dd>
                </div>
              </div>
              <div className="d-flex gap-3">
                <MapPin size={20} aria-hidden="true" className="text-primary flex-shrink-0 mt-1" />
                <div>
                  <dt className="small text-body-secondary fw-normal">Address</dt>
                  <dd className="mb-0">{data.address}</dd>
                </div>
              </div>
            </dl>
          </div>
        </div>
      )}
    </div>
  );
}
