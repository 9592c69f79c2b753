import { lazy, Suspense, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { isLive } from '../../shared/orders/status';

// The create dialog (its form, the ad review and the Google Ads policy checks) is a chunk of its own:
// fetched when the menu opens, mounted once "Google Ad" is first chosen, then kept mounted as before.
const loadModal = () => import('./CreateCampaignModal');
const CreateCampaignModal = lazy(() => loadModal().then((m) => ({ default: m.CreateCampaignModal })));

export interface CreateCampaignDropdownProps {
  orderId: string;
  orderStatus: string;
  /** The landing page's business name, to prefill the form. */
  businessName?: string;
  /** Called when "Google Ad" opens the create modal (the dashboard shows its campaigns section). */
  onOpen?(): void;
}

/** docs/product.md#screens: the "Create Ad Campaign" dropdown; its one option, "Google Ad", opens the create modal. */
export function CreateCampaignDropdown({ orderId, orderStatus, businessName, onOpen }: CreateCampaignDropdownProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const live = isLive(orderStatus);
  return (
    <>
      <Dropdown onToggle={(show) => show && live && void loadModal()}>
        <Dropdown.Toggle variant="primary" id={`create-campaign-${orderId}`}>
          Create Ad Campaign
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item
            as="button"
            disabled={!live}
            onClick={() => {
              setOpen(true);
              setOpened(true);
              onOpen?.();
            }}
          >
            Google Ad
          </Dropdown.Item>
          {!live && (
            <Dropdown.ItemText className="small text-body-secondary" style={{ maxWidth: 260 }}>
              Available once the landing page is live: the ad sends visitors to it.
            </Dropdown.ItemText>
          )}
        </Dropdown.Menu>
      </Dropdown>
      {live && opened && (
        <Suspense fallback={null}>
          <CreateCampaignModal
            show={open}
            onHide={() => setOpen(false)}
            orderId={orderId}
            businessName={businessName}
          />
        </Suspense>
      )}
    </>
  );
}
