import { useState } from 'react'
import { toast } from '~/components/ui/toast'
import { internationalPhoneMessages } from '~/forms/field-rules'
import { facts } from '~/content/facts'
import { dateInWords, timeInIndia } from '~/date-in-words'
import { cityLabel, enquiryMessages, occasions, shootTypes } from '~/forms/enquiry-messages'
import { HiddenFields, LeadFormFailure, SelectField, TextField, WideFormEnd } from './field'
import { LocationCombobox } from './location-combobox'
import { DateField } from './date-field'
import { TimeField } from './time-field'
import { SuccessPanel } from './success-panel'
import { useLeadForm } from './use-lead-form'

const cityOptions = facts.cities.map((city) => ({ value: city, label: cityLabel(city) }))
const occasionOptions = occasions.map((occasion) => ({ value: occasion, label: occasion }))

const summary = [
  { name: 'name', label: 'Name' },
  { name: 'phone', label: 'Phone' },
  { name: 'email', label: 'Email' },
  { name: 'shootType', label: 'Shoot type', show: (value: string) => shootTypes.find((type) => type.value === value)?.label ?? value },
  { name: 'city', label: 'City', show: cityLabel },
  { name: 'location', label: 'Location' },
  { name: 'occasion', label: 'Occasion' },
  { name: 'personalShootOccasion', label: 'Personal shoot occasion' },
  { name: 'date', label: 'Date', show: dateInWords },
  { name: 'time', label: 'Time', show: timeInIndia },
  { name: 'hours', label: 'Hours' },
  { name: 'reels', label: 'Reels' },
] as const

/** The reel-maker enquiry: the long form, with address suggestions and the personal-shoot occasion. */
export function EnquiryForm() {
  const form = useLeadForm({
    kind: 'enquiries',
    schema: () => import('~/forms/enquiry').then((module) => module.enquirySchema()),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        toast.success(enquiryMessages.success.title)
      } else {
        console.error('enquiry refused', answer.status, answer.body.error)
        toast.error(enquiryMessages.failure.title)
      }
    },
  })
  const [occasion, setOccasion] = useState(form.values.occasion ?? '')
  const [city, setCity] = useState(form.values.city ?? '')
  if (form.accepted) {
    return <SuccessPanel kind="enquiries" accepted={form.accepted} {...enquiryMessages.success} summary={summary} />
  }
  const { field } = form
  // The city picks the location's suggestions, and the occasion whether a personal shoot's is asked for.
  const followed = (name: 'city' | 'occasion', set: (value: string) => void) => ({
    ...field(name),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => set(event.target.value),
  })
  // Without JavaScript the field is always there (marked as needed only for a personal shoot).
  const showPersonal = occasion === 'Personal Shoot'
  return (
    <form.fetcher.Form className="relative grid gap-4 sm:grid-cols-2" {...form.formProps}>
      <LeadFormFailure answer={form.noScriptAnswer} failure={enquiryMessages.failure} className="sm:col-span-2" />
      <HiddenFields formId="enquiry" idempotencyKey={form.idempotencyKey} />
      <TextField id="enquiry-name" label="Name" autoComplete="name" {...field('name')} />
      <TextField id="enquiry-phone" label="Phone" type="tel" autoComplete="tel" hint={internationalPhoneMessages.hint} {...field('phone')} />
      <TextField id="enquiry-email" label="Email" type="email" autoComplete="email" {...field('email')} />
      <SelectField id="enquiry-shoot-type" label="Shoot type" placeholder="Select a shoot type" options={shootTypes} {...field('shootType')} />
      <SelectField id="enquiry-city" label="City" placeholder="Select a city" options={cityOptions} {...followed('city', setCity)} />
      <SelectField id="enquiry-occasion" label="Occasion" placeholder="Select an occasion" options={occasionOptions} {...followed('occasion', setOccasion)} />
      <LocationCombobox
        id="enquiry-location"
        name="location"
        label="Location"
        defaultValue={form.values.location}
        error={form.errors.location}
        city={city}
        autoFocus={form.autoFocusIf(Boolean(form.errors.location))}
      />
      {showPersonal || !form.idempotencyKey ? (
        <TextField
          id="enquiry-personal-occasion"
          label="Personal shoot occasion"
          hint={showPersonal ? undefined : 'Only for a Personal Shoot.'}
          placeholder="e.g. Graduation, anniversary"
          className="sm:col-span-2"
          {...field('personalShootOccasion')}
          required={showPersonal}
        />
      ) : null}
      <DateField id="enquiry-date" label="Date" {...field('date')} />
      <TimeField id="enquiry-time" label="Time" hint={enquiryMessages.timeHint} {...field('time')} />
      <TextField id="enquiry-hours" label="Hours" type="number" min={1} step={1} inputMode="numeric" {...field('hours')} />
      <TextField id="enquiry-reels" label="Reels" type="number" min={1} step={1} inputMode="numeric" {...field('reels')} />
      <WideFormEnd refused={form.refused} submitting={form.submitting} label="Submit Enquiry" />
    </form.fetcher.Form>
  )
}
