import CheckIcon from '@mui/icons-material/Check';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type ReactNode, type Ref } from 'react';

interface MoreMenuProps {
  /** The button's name, which also says whose actions these are. */
  label: string;
  /** The button's icon; ⋮ by default. */
  icon?: ReactNode;
  /** For giving the keyboard back to the button after a dialog the menu opened. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** The items; each closes the menu with `close` before it acts. */
  children: (close: () => void) => ReactNode;
}

/** The ⋮ button of a list item or card, and the menu of its less common actions. */
export function MoreMenu({ label, icon, buttonRef, children }: MoreMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label} describeChild>
        <IconButton
          ref={buttonRef}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open || undefined}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ mr: -1 }}
        >
          {icon ?? <MoreVertIcon />}
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {children(close)}
      </Menu>
    </>
  );
}

interface MoreMenuItemProps {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** Red, for deleting. */
  destructive?: boolean;
}

/** One action in a MoreMenu: its icon and its name. */
export function MoreMenuItem({
  icon,
  children,
  onClick,
  disabled,
  destructive,
}: MoreMenuItemProps) {
  return (
    <MenuItem
      disabled={disabled}
      onClick={onClick}
      sx={destructive ? { color: 'error.main' } : undefined}
    >
      <ListItemIcon sx={destructive ? { color: 'inherit' } : undefined}>{icon}</ListItemIcon>
      <ListItemText>{children}</ListItemText>
    </MenuItem>
  );
}

interface MoreMenuCheckItemProps {
  checked: boolean;
  children: ReactNode;
  onChange: (checked: boolean) => void;
  /** A line under the name, saying what the choice does. */
  hint?: ReactNode;
}

/** A choice in a MoreMenu that is on or off: a check mark shows it on. */
export function MoreMenuCheckItem({ checked, children, onChange, hint }: MoreMenuCheckItemProps) {
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={checked} onClick={() => onChange(!checked)}>
      <ListItemIcon>{checked && <CheckIcon />}</ListItemIcon>
      <ListItemText
        secondary={hint}
        slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
      >
        {children}
      </ListItemText>
    </MenuItem>
  );
}
