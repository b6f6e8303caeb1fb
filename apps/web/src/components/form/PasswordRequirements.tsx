import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULES } from '@cv/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';

interface PasswordRequirementsProps {
  /** The password typed so far. */
  password: string;
  /** The list's id, for the password field's aria-describedby. */
  id: string;
  headingLevel?: 'h2' | 'h3';
}

/**
 * The password rules, ticked off live as the user types. The rules are the
 * shared ones the server checks, so a fully ticked list means the server
 * accepts the password.
 */
export function PasswordRequirements({
  password,
  id,
  headingLevel = 'h2',
}: PasswordRequirementsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography id={headingId} variant="subtitle2" component={headingLevel} sx={{ mb: 1 }}>
        {t('pages.signup.requirements')}
      </Typography>
      <Box
        component="ul"
        id={id}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 0.75,
        }}
      >
        {PASSWORD_RULES.map((rule) => {
          const met = password !== '' && rule.test(password);
          return (
            <Box
              component="li"
              key={rule.id}
              data-rule={rule.id}
              data-met={met}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, typography: 'body2' }}
            >
              {met ? (
                <CheckCircleIcon aria-hidden fontSize="small" sx={{ color: 'success.main' }} />
              ) : (
                <RadioButtonUncheckedIcon
                  aria-hidden
                  fontSize="small"
                  sx={{ color: 'text.secondary' }}
                />
              )}
              <Box component="span" sx={{ pt: '1px' }}>
                {t(rule.labelKey, rule.params)}
                <VisuallyHidden>
                  {` – ${t(met ? 'account.ui.password.met' : 'account.ui.password.unmet')}`}
                </VisuallyHidden>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
