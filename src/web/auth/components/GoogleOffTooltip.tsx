import type { RefObject } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import Tooltip from 'react-bootstrap/Tooltip';
import { GOOGLE_OFF_TOOLTIP } from './googleOff';

/**
 * The tooltip of the disabled Google button, shown over `target` while GoogleButton.tsx says so
 * (pointer over it or focus on it); GoogleButton.tsx loads this chunk once Google is off.
 */
export default function GoogleOffTooltip({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <Overlay target={target} show placement="top">
      <Tooltip id="google-off-tooltip">{GOOGLE_OFF_TOOLTIP}</Tooltip>
    </Overlay>
  );
}
