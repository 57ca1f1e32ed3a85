// The people behind the site. Portraits are illustrations made for this site (scripts/make-media.ts),
// not photographs.

export type TeamMember = {
  id: string
  name: string
  designation: string
  image: string
  bio: string
  social: { linkedin: string; instagram: string }
}

type Entry = Omit<TeamMember, 'image' | 'social'> & { handle: string }

const entries: Entry[] = [
  {
    id: 'aarav-reddy',
    name: 'Aarav Reddy',
    designation: 'Co-founder & CEO',
    handle: 'aaravreddy',
    bio: 'Shot reels at friends’ weddings for years before turning the habit into a company. Sets the direction and still reviews the week’s best reels every Friday.',
  },
  {
    id: 'meghana-rao',
    name: 'Meghana Rao',
    designation: 'Co-founder & COO',
    handle: 'meghanarao',
    bio: 'Built the ten-minute delivery workflow with our first reel-makers. Runs operations across every city we serve.',
  },
  {
    id: 'karthik-varma',
    name: 'Karthik Varma',
    designation: 'Co-founder & CTO',
    handle: 'karthikvarma',
    bio: 'Leads engineering: the booking platform, the wallet and the creator matching behind our patent application.',
  },
  {
    id: 'sneha-kulkarni',
    name: 'Sneha Kulkarni',
    designation: 'Head of Operations',
    handle: 'snehakulkarni',
    bio: 'Makes sure the right reel-maker arrives on time, every time, from sangeet nights to product launches.',
  },
  {
    id: 'rohan-mehta',
    name: 'Rohan Mehta',
    designation: 'Creator Success Lead',
    handle: 'rohanmehta',
    bio: 'Coaches our reel-makers on storytelling, editing speed and client care, and looks after their payouts.',
  },
  {
    id: 'ananya-iyer',
    name: 'Ananya Iyer',
    designation: 'Head of Marketing',
    handle: 'ananyaiyer',
    bio: 'Tells the ReelCraft story to couples, brands and event planners, mostly through reels of course.',
  },
  {
    id: 'farhan-siddiqui',
    name: 'Farhan Siddiqui',
    designation: 'Senior Full-Stack Engineer',
    handle: 'farhansiddiqui',
    bio: 'Builds the booking flow and the one-time-password check that confirms a reel-maker has arrived.',
  },
  {
    id: 'divya-naidu',
    name: 'Divya Naidu',
    designation: 'Product Designer',
    handle: 'divyanaidu',
    bio: 'Designs the app and this website, and tests every screen with real customers before it ships.',
  },
  {
    id: 'vikram-choudhary',
    name: 'Vikram Choudhary',
    designation: 'Mobile Engineer',
    handle: 'vikramchoudhary',
    bio: 'Ships the iOS and Android apps, including the in-app wallet and instant transfers to creators.',
  },
  {
    id: 'priya-sharma',
    name: 'Priya Sharma',
    designation: 'City Operations Manager',
    handle: 'priyasharma',
    bio: 'Runs Hyderabad day to day: schedules, last-minute changes and the occasional 5 a.m. baraat.',
  },
  {
    id: 'nikhil-goud',
    name: 'Nikhil Goud',
    designation: 'Creator Onboarding Specialist',
    handle: 'nikhilgoud',
    bio: 'Reviews every application, checks portfolios and backgrounds, and welcomes new reel-makers to the network.',
  },
  {
    id: 'ishita-banerjee',
    name: 'Ishita Banerjee',
    designation: 'Content & Community Manager',
    handle: 'ishitabanerjee',
    bio: 'Curates the reels you see on Discover Vibe and keeps our creator community talking to each other.',
  },
]

export const team: TeamMember[] = entries.map(({ handle, ...member }) => ({
  ...member,
  image: `/team/${member.id}.svg`,
  social: {
    linkedin: `https://www.linkedin.com/in/${member.id}-reelcraft/`,
    instagram: `https://www.instagram.com/${handle}.reelcraft/`,
  },
}))
