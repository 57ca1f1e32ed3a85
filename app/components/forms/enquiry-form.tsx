import { useState } from 'react'
import { toast } from '~/components/ui/toast'
import { internationalPhoneMessages } from '~/forms/field-rules'
import { facts } from '~/content/facts'
import { cityLabel, enquiryMessages, occasions, shootTypes } from '~/forms/enquiry-messages'
import { HiddenFields, LeadFormResult, SelectField, SubmitButton, TextField } from './field'
import { LocationCombobox } from './location-combobox'
import { PickerField } from './picker-field'
import { useLeadForm } from './use-lead-form'

const cityOptions = facts.cities.map((city) => ({ value: city, label: cityLabel(city) }))
const occasionOptions = occasions.map((occasion) => ({ value: occasion, label: occasion }))

/** The reel-maker enquiry: the long form, with address suggestions and the personal-shoot occasion. */
export function EnquiryForm({ minDate }: { minDate: string }) {
  const [session, setSession] = useState(0)
  const form = useLeadForm({
    kind: 'enquiries',
    schema: () => import('~/forms/enquiry').then((module) => module.enquirySchema()),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        setOccasion('')
        setSession((current) => current + 1)
        toast.success(enquiryMessages.success.title)
      } else {
        console.error('enquiry refused', answer.status, answer.body.error)
        toast.error(enquiryMessages.failure.title)
      }
    },
  })
  const [occasion, setOccasion] = useState(form.values.occasion ?? '')
  const { field } = form
  // Without JavaScript the field is always there (marked as needed only for a personal shoot).
  const showPersonal = occasion === 'Personal Shoot'
  return (
    <form.fetcher.Form className="relative grid gap-4 sm:grid-cols-2" {...form.formProps}>
      <LeadFormResult answer={form.noScriptAnswer} texts={enquiryMessages} className="sm:col-span-2" />
      <HiddenFields formId="enquiry" idempotencyKey={form.idempotencyKey} />
      <TextField id="enquiry-name" label="Name" autoComplete="name" {...field('name')} />
      <TextField id="enquiry-phone" label="Phone" type="tel" autoComplete="tel" hint={internationalPhoneMessages.hint} {...field('phone')} />
      <TextField id="enquiry-email" label="Email" type="email" autoComplete="email" {...field('email')} />
      <SelectField id="enquiry-shoot-type" label="Shoot type" placeholder="Select a shoot type" options={shootTypes} {...field('shootType')} />
      <SelectField id="enquiry-city" label="City" placeholder="Select a city" options={cityOptions} {...field('city')} />
      <SelectField
        id="enquiry-occasion"
        label="Occasion"
        placeholder="Select an occasion"
        options={occasionOptions}
        {...field('occasion')}
        onChange={(event) => setOccasion(event.target.value)}
      />
      <LocationCombobox
        key={session}
        id="enquiry-location"
        name="location"
        label="Location"
        defaultValue={form.values.location}
        error={form.errors.location}
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
      <PickerField id="enquiry-date" label="Date" picker="date" min={minDate} {...field('date')} />
      <PickerField id="enquiry-time" label="Time" picker="time" {...field('time')} />
      <TextField id="enquiry-hours" label="Hours" type="number" min={1} step={1} inputMode="numeric" {...field('hours')} />
      <TextField id="enquiry-reels" label="Reels" type="number" min={1} step={1} inputMode="numeric" {...field('reels')} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={form.submitting} label="Submit Enquiry" className="button-primary w-full sm:w-auto" />
      </div>
    </form.fetcher.Form>
  )
}
