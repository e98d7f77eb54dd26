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
  rem,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { comingSoon, featureSlides, howItWorksSteps } from '../content/our-app';

/** "Our app" (/our_app): what Tightlines does, a feature carousel and how it works. */
export function OurAppPage() {
  return (
    <Container size="lg" py="xl">
      <Stack component="header" align="center" gap="md" ta="center" mb={rem(48)}>
        <Badge variant="light" size="lg">
          For anglers, crews and boats
        </Badge>
        <Title order={1} fz={{ base: rem(30), sm: rem(44) }} maw={rem(760)}>
          Every bite, every release, on the record
        </Title>
        <Text size="lg" maw={rem(680)}>
          Tightlines is the log book of sport fishing. Film your catches, log every fish and share your
          sessions with your crew and the fleet — from your phone or your desktop.
        </Text>
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to="/register"
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Create your account
          </Button>
          <Button component={Link} to="/" size="md" variant="default">
            See the latest sessions
          </Button>
        </Group>
      </Stack>

      <Box component="section" aria-labelledby="our-app-features" mb={rem(56)}>
        <Title order={2} id="our-app-features" ta="center" mb="lg">
          What you can do with Tightlines
        </Title>
        <Carousel
          aria-label="Tightlines features"
          withIndicators
          emblaOptions={{ loop: true }}
          maw={rem(760)}
          mx="auto"
          controlsOffset="xs"
          previousControlProps={{ 'aria-label': 'Previous slide' }}
          nextControlProps={{ 'aria-label': 'Next slide' }}
          styles={{ indicator: { backgroundColor: 'var(--mantine-primary-color-filled)' } }}
        >
          {featureSlides.map((slide, index) => {
            const SlideIcon = slide.icon;
            return (
              <Carousel.Slide
                key={slide.title}
                aria-label={`${index + 1} of ${featureSlides.length}: ${slide.title}`}
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
                    <Title order={3}>{slide.title}</Title>
                    <Text>{slide.text}</Text>
                  </Stack>
                </Paper>
              </Carousel.Slide>
            );
          })}
        </Carousel>
      </Box>

      <Box component="section" aria-labelledby="our-app-coming-soon" mb={rem(56)}>
        <Title order={2} id="our-app-coming-soon" ta="center" mb="xs">
          Being built
        </Title>
        <Text ta="center" c="dimmed" mb="lg">
          Not available yet: these come next.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {comingSoon.map((feature) => {
            const FeatureIcon = feature.icon;
            return (
              <Paper key={feature.title} withBorder radius="md" p="lg">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <ThemeIcon size={rem(40)} radius="md" variant="light" color="gray">
                      <FeatureIcon size={24} stroke={1.6} aria-hidden />
                    </ThemeIcon>
                    <Badge color="yellow" variant="filled" autoContrast>
                      Coming soon
                    </Badge>
                  </Group>
                  <Title order={3} size="h4">
                    {feature.title}
                  </Title>
                  <Text size="sm">{feature.text}</Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Box>

      <Box component="section" aria-labelledby="our-app-how-it-works">
        <Title order={2} id="our-app-how-it-works" ta="center" mb="lg">
          How it works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {howItWorksSteps.map((step, index) => (
            <Paper key={step.title} withBorder radius="md" p="lg">
              <Stack gap="xs">
                <Text size="sm" fw={700} tt="uppercase">
                  Step {index + 1}
                </Text>
                <Title order={3} size="h4">
                  {step.title}
                </Title>
                <Text size="sm">{step.text}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Box>
    </Container>
  );
}
