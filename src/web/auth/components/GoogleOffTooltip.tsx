import type { ReactElement } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { GOOGLE_OFF_TOOLTIP } from './googleOff';

/** The tooltip of the disabled Google button (GoogleButton.tsx loads this chunk when it shows it). */
export default function GoogleOffTooltip({ children }: { children: ReactElement }) {
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip id="google-off-tooltip">{GOOGLE_OFF_TOOLTIP}</Tooltip>}>
      {children}
    </OverlayTrigger>
  );
}
