import { Carousel } from '@mantine/carousel';
import { carousel, type ClubDto } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';
import { ClubCard } from './club-card';

/** Clubs not yet followed (spec §9): 2 slides, 1 below 767 px (Mantine's `sm` starts at 768 px). */
export function ClubsCarousel({ clubs }: { clubs: ClubDto[] }) {
  const t = useT();
  return (
    <Carousel
      aria-label={t('clubs.carousel')}
      slideSize={{ base: `${100 / carousel.clubSlidesNarrow}%`, sm: `${100 / carousel.clubSlides}%` }}
      slideGap="md"
      withIndicators={clubs.length > 1}
      emblaOptions={{ align: 'start', slidesToScroll: 1 }}
      previousControlProps={{ 'aria-label': t('clubs.previous') }}
      nextControlProps={{ 'aria-label': t('clubs.next') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('clubs.goTo', { position: index + 1 }) })}
      pb="xl"
    >
      {clubs.map((club, index) => (
        <Carousel.Slide
          key={club.id}
          aria-label={t('clubs.slide', { position: index + 1, count: clubs.length, name: club.name })}
        >
          <ClubCard club={club} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
