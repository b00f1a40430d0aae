import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useBasename, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

/** The user menu's way to the signed-in user's own page. */
export const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(_props, ref) {
  const translate = useTranslate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} ref={ref} to={`${basename}/manage/me`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.profile.title')}</ListItemText>
    </MenuItem>
  );
});
