import type { PublicProfile } from '@cv/shared';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from './format';
import { HeaderPill, HeaderPillLink, HeaderPillList, HeaderPillText } from './HeaderPills';
import { ProfileLinks } from './ProfileLinks';
import type { ProfileColors } from './profileColors';
import { useTextLang } from './textLang';

/** 'St James Square 12, SW1Y 4JH London, United Kingdom' (the PDF's order). */
export function addressLine(address: PublicProfile['address']): string | null {
  if (!address) return null;
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const city = [address.postcode, address.city].filter(Boolean).join(' ');
  const country = address.countryName ?? address.country;
  return [street, city, country].filter(Boolean).join(', ') || null;
}

interface ContactItem {
  key: string;
  label: string;
  icon: ReactNode;
  text: string;
  href?: string;
}

function contactItems(profile: PublicProfile, t: (key: string) => string): ContactItem[] {
  const items: ContactItem[] = [];
  if (profile.email) {
    items.push({
      key: 'email',
      label: t('publicProfile.contact.email'),
      icon: <EmailOutlinedIcon />,
      text: profile.email,
      href: `mailto:${profile.email}`,
    });
  }
  if (profile.phone) {
    items.push({
      key: 'phone',
      label: t('publicProfile.contact.phone'),
      icon: <PhoneOutlinedIcon />,
      text: profile.phone,
      href: `tel:${profile.phone.replace(/[^\d+]/g, '')}`,
    });
  }
  const address = addressLine(profile.address);
  if (address) {
    items.push({
      key: 'address',
      label: t('publicProfile.contact.address'),
      icon: <HomeOutlinedIcon />,
      text: address,
    });
  }
  return items;
}

/** The band in the owner's header colour: picture, name, job title, location, contact and links. */
export function ProfileHeader({
  profile,
  colors,
}: {
  profile: PublicProfile;
  colors: ProfileColors;
}) {
  const { t } = useTranslation();
  const langOf = useTextLang();
  const picture = profile.pictureUrl ?? profile.thumbnailUrl;
  const contact = contactItems(profile, t);
  return (
    <Box
      component="header"
      data-testid="profile-header"
      sx={{
        '--on-header': colors.onHeader,
        '--on-header-muted': colors.onHeaderMuted,
        bgcolor: colors.header,
        color: 'var(--on-header)',
        pt: { xs: 5, md: 8 },
        pb: { xs: 10, md: 12 },
        '@media print': {
          '--on-header': '#000',
          '--on-header-muted': '#333',
          bgcolor: '#fff',
          pt: 0,
          pb: 0,
        },
      }}
    >
      <Container
        maxWidth="md"
        sx={{
          '@media print': { px: 0, pb: 2, maxWidth: 'none', borderBottom: '2px solid #000' },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: 'center',
            textAlign: { xs: 'center', sm: 'left' },
            gap: { xs: 2.5, sm: 4 },
          }}
        >
          <Avatar
            src={picture}
            alt={picture ? t('publicProfile.pictureAlt', { name: profile.displayName }) : undefined}
            sx={{
              width: { xs: 112, md: 136 },
              height: { xs: 112, md: 136 },
              flexShrink: 0,
              fontSize: { xs: '2.5rem', md: '3rem' },
              fontWeight: 700,
              color: colors.header,
              bgcolor: 'var(--on-header)',
              boxShadow: '0 0 0 4px var(--on-header), 0 12px 32px rgba(0, 0, 0, 0.18)',
              '@media print': { width: 96, height: 96, boxShadow: 'none' },
            }}
          >
            {/* Shown without a picture and when it fails to load (MUI would show the alt's first letter). */}
            <span aria-hidden>{initials(profile.displayName)}</span>
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h3"
              component="h1"
              sx={{
                fontSize: { xs: '2rem', sm: '2.4rem', md: '2.8rem' },
                lineHeight: 1.15,
                overflowWrap: 'anywhere',
              }}
            >
              {profile.displayName}
            </Typography>
            {profile.jobTitle && (
              <Typography
                lang={langOf(profile.langs, 'jobTitle')}
                sx={{
                  mt: 1,
                  fontSize: { xs: '1.1rem', md: '1.3rem' },
                  fontWeight: 500,
                  color: 'var(--on-header-muted)',
                  overflowWrap: 'anywhere',
                }}
              >
                {profile.jobTitle}
              </Typography>
            )}
            {profile.location && (
              <Typography
                sx={{
                  mt: 1,
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: 'var(--on-header-muted)',
                  overflowWrap: 'anywhere',
                }}
              >
                <LocationOnOutlinedIcon aria-hidden fontSize="small" />
                <Box component="span" sx={visuallyHidden}>
                  {`${t('publicProfile.contact.location')}: `}
                </Box>
                <span lang={langOf(profile.langs, 'location')}>{profile.location}</span>
              </Typography>
            )}
          </Box>
        </Box>
        {/* Contact details, then the website and profiles elsewhere, as rows of pills. */}
        <Stack
          sx={{
            mt: { xs: 3, md: 4 },
            gap: 1.25,
            '&:empty': { display: 'none' },
            '@media print': { mt: 1.5, gap: 0.5 },
          }}
        >
          {contact.length > 0 && (
            <HeaderPillList label={t('publicProfile.sections.contact')}>
              {contact.map((item) => (
                <HeaderPill key={item.key} icon={item.icon} label={item.label}>
                  {item.href ? (
                    <HeaderPillLink href={item.href}>{item.text}</HeaderPillLink>
                  ) : (
                    <HeaderPillText>{item.text}</HeaderPillText>
                  )}
                </HeaderPill>
              ))}
            </HeaderPillList>
          )}
          <ProfileLinks profile={profile} />
        </Stack>
      </Container>
    </Box>
  );
}
