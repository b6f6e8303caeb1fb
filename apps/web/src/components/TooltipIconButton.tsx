import IconButton from '@mui/material/IconButton';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

interface TooltipIconButtonProps {
  id?: string;
  /** The button's name, shown in the tooltip too. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  placement?: TooltipProps['placement'];
}

/** An icon button named by its tooltip. */
export function TooltipIconButton({
  id,
  label,
  icon,
  onClick,
  disabled,
  placement,
}: TooltipIconButtonProps) {
  // A disabled button gets no pointer events, so the tooltip sits on a wrapper;
  // always the same structure, so the button keeps its focus when it changes.
  return (
    <Tooltip title={label} placement={placement} describeChild>
      <span>
        <IconButton id={id} aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
