import { Carousel } from '@mantine/carousel';
// Only this page has a carousel, so its styles load with the page instead of with every route.
import '@mantine/carousel/styles.css';
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
  rem,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { SpeciesOverview } from '../components/species-overview';
import { featureSlides, howItWorksSteps } from '../content/our-app';

/** "Our app" (/our_app): what Tightlines does, a feature carousel and how it works. */
export function OurAppPage() {
  const t = useT();
  const [shown, setShown] = useState(0);
  const carousel = useRef<HTMLDivElement>(null);
  // Mantine's carousel announces the slide shown in English, with no prop to word it: its
  // announcement is taken out of the accessibility tree and the page makes its own, in the
  // reader's language (below the carousel).
  useEffect(() => {
    carousel.current?.querySelector(':scope > [role="status"]')?.setAttribute('hidden', '');
  });
  return (
    <Container size="lg" py="xl">
      <Stack component="header" align="center" gap="md" ta="center" mb={rem(48)}>
        <Badge variant="light" size="lg">
          {t('static.ourApp.badge')}
        </Badge>
        <Title order={1} fz={{ base: rem(30), sm: rem(44) }} maw={rem(760)}>
          {t('static.ourApp.title')}
        </Title>
        <Text size="lg" maw={rem(680)}>
          {t('static.ourApp.lead')}
        </Text>
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to="/register"
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('static.ourApp.createAccount')}
          </Button>
          <Button component={Link} to="/" size="md" variant="default">
            {t('static.ourApp.seeSessions')}
          </Button>
        </Group>
      </Stack>

      <Box component="section" aria-labelledby="our-app-features" mb={rem(56)}>
        <Title order={2} id="our-app-features" ta="center" mb="lg">
          {t('static.ourApp.features')}
        </Title>
        <Carousel
          ref={carousel}
          aria-label={t('static.ourApp.carousel')}
          withIndicators
          onSlideChange={setShown}
          getIndicatorProps={(index) => ({
            'aria-label': t('static.ourApp.goToSlide', { position: index + 1 }),
          })}
          emblaOptions={{ loop: true }}
          maw={rem(760)}
          mx="auto"
          controlsOffset="xs"
          previousControlProps={{ 'aria-label': t('static.ourApp.previousSlide') }}
          nextControlProps={{ 'aria-label': t('static.ourApp.nextSlide') }}
          styles={{ indicator: { backgroundColor: 'var(--mantine-primary-color-filled)' } }}
        >
          {featureSlides.map((slide, index) => {
            const SlideIcon = slide.icon;
            return (
              <Carousel.Slide
                key={slide.title}
                aria-label={t('static.ourApp.slide', {
                  position: index + 1,
                  count: featureSlides.length,
                  title: t(slide.title),
                })}
              >
                <Paper
                  withBorder
                  radius="md"
                  h="100%"
                  pt="xl"
                  pb={rem(48)}
                  px={{ base: rem(48), sm: rem(64) }}
                >
                  <Stack gap="sm">
                    <ThemeIcon size={rem(52)} radius="md" variant="light">
                      <SlideIcon size={30} stroke={1.6} aria-hidden />
                    </ThemeIcon>
                    <Title order={3}>{t(slide.title)}</Title>
                    <Text>{t(slide.text)}</Text>
                  </Stack>
                </Paper>
              </Carousel.Slide>
            );
          })}
        </Carousel>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {t('static.ourApp.shownSlide', { position: shown + 1, count: featureSlides.length })}
        </VisuallyHidden>
      </Box>

      <Box component="section" aria-labelledby="our-app-how-it-works" mb={rem(56)}>
        <Title order={2} id="our-app-how-it-works" ta="center" mb="lg">
          {t('static.ourApp.howItWorks')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {howItWorksSteps.map((step, index) => (
            <Paper key={step.title} withBorder radius="md" p="lg">
              <Stack gap="xs">
                <Text size="sm" fw={700} tt="uppercase">
                  {t('static.ourApp.step', { number: index + 1 })}
                </Text>
                <Title order={3} size="h4">
                  {t(step.title)}
                </Title>
                <Text size="sm">{t(step.text)}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Box>

      <Box component="section" aria-labelledby="our-app-species">
        <SectionIntro
          id="our-app-species"
          title={t('static.species.title')}
          lead={t('static.species.lead')}
        />
        <SpeciesOverview />
      </Box>
    </Container>
  );
}

/** A section's heading (its id names the section) and the sentence that opens it. */
function SectionIntro({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <>
      <Title order={2} id={id} ta="center" mb="xs">
        {title}
      </Title>
      <Text ta="center" c="dimmed" mb="lg">
        {lead}
      </Text>
    </>
  );
}
