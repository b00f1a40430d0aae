import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import type { CheckedRule } from './usePasswordRules';

/** The server's password rules with a valid or invalid mark each (spec 000 §5). */
export function PasswordChecklist({ rules }: { rules: CheckedRule[] }) {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {translate('signin.reset.rulesHeading')}
      </Typography>
      <List dense aria-label={translate('signin.reset.rulesHeading')}>
        {rules.map((rule) => (
          <ListItem key={rule.errorCode} disableGutters data-rule={rule.errorCode} data-valid={rule.isValid}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {rule.isValid ? (
                <CheckCircleIcon color="success" fontSize="small" titleAccess="met" />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" fontSize="small" titleAccess="not met" />
              )}
            </ListItemIcon>
            <ListItemText primary={rule.displayText} />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
