import Container from '@mui/material/Container';
import { DueFollowUps } from '../applications/DueFollowUps';
import { FirstRunPanel } from '../onboarding/FirstRunPanel';

/** What the home page shows its owner above the welcome: the first run and the follow-ups due. */
export function OwnerSection() {
  return (
    // The first run comes before the welcome: on a phone the hero alone fills the screen.
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 4 }, '&:empty': { display: 'none' } }}>
      <FirstRunPanel placement="home" />
      <DueFollowUps />
    </Container>
  );
}
