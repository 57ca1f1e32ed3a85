import { useState } from 'react'
import { DateField } from '~/components/forms/date-field'
import { HiddenFields, LeadFormFailure, SelectField, TextField, WideFormEnd } from '~/components/forms/field'
import { LocationCombobox } from '~/components/forms/location-combobox'
import { SuccessPanel } from '~/components/forms/success-panel'
import { TimeField } from '~/components/forms/time-field'
import { useLeadForm } from '~/components/forms/use-lead-form'
import { toast } from '~/components/ui/toast'
import { internationalPhoneMessages } from '~/forms/field-rules'
import { panelLines } from '../fields'
import { enquiryFields as fields, kind } from './entry'
import { enquiryMessages, personalShoot } from './messages'

const summary = panelLines(fields)

/** The reel-maker enquiry: the long form, with address suggestions and the personal-shoot occasion. */
export function EnquiryForm() {
  const form = useLeadForm({
    kind,
    schema: () => import('./schema').then((module) => module.enquirySchema()),
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
    return <SuccessPanel kind={kind} accepted={form.accepted} {...enquiryMessages.success} summary={summary} />
  }
  const { field } = form
  // The city picks the location's suggestions, and the occasion whether a personal shoot's is asked for.
  const followed = (name: 'city' | 'occasion', set: (value: string) => void) => ({
    ...field(name),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => set(event.target.value),
  })
  // Without JavaScript the field is always there (marked as needed only for a personal shoot).
  const showPersonal = occasion === personalShoot
  return (
    <form.fetcher.Form className="relative grid gap-4 sm:grid-cols-2" {...form.formProps}>
      <LeadFormFailure answer={form.noScriptAnswer} failure={enquiryMessages.failure} className="sm:col-span-2" />
      <HiddenFields formId="enquiry" idempotencyKey={form.idempotencyKey} />
      <TextField id="enquiry-name" label={fields.name.label} autoComplete="name" {...field('name')} />
      <TextField
        id="enquiry-phone"
        label={fields.phone.label}
        type="tel"
        autoComplete="tel"
        hint={internationalPhoneMessages.hint}
        {...field('phone')}
      />
      <TextField id="enquiry-email" label={fields.email.label} type="email" autoComplete="email" {...field('email')} />
      <SelectField
        id="enquiry-shoot-type"
        label={fields.shootType.label}
        placeholder="Select a shoot type"
        options={fields.shootType.rule.options}
        {...field('shootType')}
      />
      <SelectField
        id="enquiry-city"
        label={fields.city.label}
        placeholder="Select a city"
        options={fields.city.rule.options}
        {...followed('city', setCity)}
      />
      <SelectField
        id="enquiry-occasion"
        label={fields.occasion.label}
        placeholder="Select an occasion"
        options={fields.occasion.rule.options}
        {...followed('occasion', setOccasion)}
      />
      <LocationCombobox
        id="enquiry-location"
        name="location"
        label={fields.location.label}
        defaultValue={form.values.location}
        error={form.errors.location}
        city={city}
        autoFocus={form.autoFocusIf(Boolean(form.errors.location))}
      />
      {showPersonal || !form.idempotencyKey ? (
        <TextField
          id="enquiry-personal-occasion"
          label={fields.personalShootOccasion.label}
          hint={showPersonal ? undefined : 'Only for a Personal Shoot.'}
          placeholder="e.g. Graduation, anniversary"
          className="sm:col-span-2"
          {...field('personalShootOccasion')}
          required={showPersonal}
        />
      ) : null}
      <DateField id="enquiry-date" label={fields.date.label} {...field('date')} />
      <TimeField id="enquiry-time" label={fields.time.label} hint={enquiryMessages.timeHint} {...field('time')} />
      <TextField
        id="enquiry-hours"
        label={fields.hours.label}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        {...field('hours')}
      />
      <TextField
        id="enquiry-reels"
        label={fields.reels.label}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        {...field('reels')}
      />
      <WideFormEnd refused={form.refused} submitting={form.submitting} label="Submit Enquiry" />
    </form.fetcher.Form>
  )
}
