import type { BusinessFacts } from './business-schema'
import { exampleMarks, isExample, shownAs } from './example-marks'

// The headline figures as the pages quote them, from the business's facts as they stand (a loader reads them).
// A figure that is still an example is written with its mark wherever a sentence quotes it: '250+ (example figure)'.

type Figures = BusinessFacts['figures']
type Figure = Figures[keyof Figures]

const quoted = (figure: Figure) => shownAs(figure, figure.value, 'figure')

/** Each figure as a sentence quotes it. */
export function figureWords(figures: Figures) {
  return {
    reelMakers: quoted(figures.reelMakers),
    reelsDelivered: quoted(figures.reelsDelivered),
    events: quoted(figures.eventsCovered),
    photosDelivered: quoted(figures.photosDelivered),
    rating: quoted(figures.rating),
    satisfaction: quoted(figures.satisfaction),
    happyClients: quoted(figures.happyClients),
  }
}

export type FigureWords = ReturnType<typeof figureWords>

/** A headline figure as a row of figures shows it: the value large, its mark beside it while it is an example. */
export type Stat = { value: string; label: string; mark: string | null }

export function stat(figure: Figure, label: string): Stat {
  return { value: figure.value, label, mark: isExample(figure) ? exampleMarks.figure : null }
}

/** The figures the heroes of the home, pricing and package pages show. */
export function heroStatsOf(figures: Figures): Stat[] {
  return [
    stat(figures.reelMakers, 'Reel-makers'),
    stat(figures.reelsDelivered, 'Reels delivered'),
    stat(figures.eventsCovered, 'Events covered'),
    stat(figures.rating, 'Average rating'),
  ]
}
