// The console's Business section names the facts of what exists (the app and its stores, online payment, the
// wallet, press coverage) in these words, kept here with every other word about them (../business-console.ts
// has the rest of the section's words).

export const capabilitySections = {
  capabilities: {
    title: 'What we offer today',
    about:
      'Whether the app, online payment and the wallet are live. Until one is, every page, dialog, policy and mail speaks of it as coming; once saved as live, they speak of it as open.',
  },
  stores: {
    title: 'App store listings',
    about: 'The app’s own pages on the App Store and Google Play: no page links to them until the app is live.',
  },
  coverage: {
    title: 'Press coverage',
    about:
      'Stories other publications wrote about you, each linked to the outlet’s own page. Once one is confirmed, the home page credits its outlet and the press page lists it first.',
  },
} as const

export const capabilityFieldLabels = {
  app: 'The app',
  onlinePayment: 'Online payment',
  wallet: 'Wallet',
  appStore: 'App Store',
  googlePlay: 'Google Play',
} as const
