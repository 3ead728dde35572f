'use client';

import type { z } from 'zod';
import { useFieldArray } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '@/components/forms/field';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { saveStepAction } from '@/lib/applications/actions';
import {
  chineseLevelChoices,
  englishCertificateChoices,
  englishLevelChoices,
  englishLevelLabels,
  genderChoices,
  maritalStatusChoices,
  nativeLanguageChoices,
  religionChoices,
  studentStepSchema,
} from '@/lib/applications/schemas';
import { educationKeys, workKeys } from '@/lib/applications/wizard-form';
import { Group, options, StepForm, yesNoOptions } from './step-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

/** Step 1: contact details, student information, both addresses, languages, education and work rows. */
export function StudentStep({ applicationId, defaults, countries }: { applicationId: number; defaults: Values; countries: string[] }) {
  const f = useActionForm(studentStepSchema as unknown as z.ZodType<unknown, Values>, saveStepAction, { defaultValues: defaults, resetOnSuccess: false });
  const education = useFieldArray({ control: f.form.control, name: 'education_background' as never });
  const work = useFieldArray({ control: f.form.control, name: 'work_experience' as never });
  const same = f.form.watch('postal_same_as_home' as never) as unknown as boolean;
  const countryOptions = options(countries);

  const address = (prefix: 'home_address' | 'postal_address', legend: string) => (
    <Group legend={legend}>
      <SelectField form={f} name={`${prefix}.country`} label="Country" required options={countryOptions} />
      <TextField form={f} name={`${prefix}.city`} label="City" required autoComplete="address-level2" />
      <TextField form={f} name={`${prefix}.district`} label="District" />
      <TextField form={f} name={`${prefix}.street`} label="Street and house number" required autoComplete="street-address" />
      <TextField form={f} name={`${prefix}.postal_code`} label="Postal code" autoComplete="postal-code" />
      <TextField form={f} name={`${prefix}.receiver_name`} label="Receiver's name" />
    </Group>
  );

  return (
    <StepForm form={f} applicationId={applicationId} step="student" backHref={null} label="Contact and student information">
      <Group legend="Contact details">
        <TextField form={f} name="contact_details.email" label="E-mail" type="email" required autoComplete="email" />
        <TextField form={f} name="contact_details.phone" label="Phone" type="tel" required autoComplete="tel" />
        <TextField form={f} name="contact_details.wechat" label="WeChat ID" required />
      </Group>

      <Group legend="Student information">
        <TextField form={f} name="students_information.first_name" label="First name" required autoComplete="given-name" />
        <TextField form={f} name="students_information.middle_name" label="Middle name" autoComplete="additional-name" />
        <TextField form={f} name="students_information.last_name" label="Last name" required autoComplete="family-name" />
        <TextField form={f} name="students_information.chinese_name" label="Chinese name" />
        <TextField form={f} name="students_information.date_of_birth" label="Date of birth" type="date" required autoComplete="bday" />
        <TextField form={f} name="students_information.place_of_birth" label="Place of birth" />
        <TextField form={f} name="students_information.passport_number" label="Passport number" required />
        <TextField form={f} name="students_information.passport_expiry_date" label="Passport expiry date" type="date" required />
        <SelectField form={f} name="students_information.nationality" label="Nationality" required options={countryOptions} />
        <SelectField form={f} name="students_information.religion" label="Religion" options={options(religionChoices)} />
        <SelectField form={f} name="students_information.gender" label="Gender" required options={options(genderChoices)} />
        <SelectField form={f} name="students_information.marital_status" label="Marital status" options={options(maritalStatusChoices)} />
        <SelectField form={f} name="students_information.in_china" label="Are you in China now?" required options={yesNoOptions} />
        <SelectField form={f} name="students_information.alcohol" label="Alcohol addiction" required options={yesNoOptions} />
        <TextField form={f} name="students_information.hobbies" label="Hobbies" multiline rows={2} className="sm:col-span-2" />
      </Group>

      {address('home_address', 'Home address')}
      <CheckboxField form={f} name="postal_same_as_home" label="Postal address is the same as the home address" />
      {same ? null : address('postal_address', 'Postal address')}

      <Group legend="Language proficiency">
        <SelectField form={f} name="language_proficiency.native_language" label="Native language" required options={options(nativeLanguageChoices)} />
        <SelectField form={f} name="language_proficiency.english_level" label="English level" options={options(englishLevelChoices, englishLevelLabels)} />
        <SelectField form={f} name="language_proficiency.english_certificate" label="English certificate" options={options(englishCertificateChoices)} />
        <SelectField form={f} name="language_proficiency.chinese_level" label="Chinese level" options={options(chineseLevelChoices)} />
      </Group>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">Education background</legend>
        <FieldError message={f.errorFor('education_background')} />
        {education.fields.map((row, i) => (
          <div key={row.id} className="grid gap-4 border-b border-slate-100 pb-4 sm:grid-cols-2">
            <p className="text-sm font-medium text-slate-700 sm:col-span-2">Education {i + 1}</p>
            <TextField form={f} name={`education_background.${i}.school`} label={`School (education ${i + 1})`} required />
            <TextField form={f} name={`education_background.${i}.major`} label={`Major (education ${i + 1})`} required />
            <TextField form={f} name={`education_background.${i}.started`} label={`Started (education ${i + 1})`} type="month" required />
            <TextField form={f} name={`education_background.${i}.finished`} label={`Finished (education ${i + 1})`} type="month" required />
            <TextField form={f} name={`education_background.${i}.gpa`} label={`GPA (education ${i + 1})`} />
            <SelectField form={f} name={`education_background.${i}.country`} label={`Country (education ${i + 1})`} required options={countryOptions} />
            {education.fields.length > 1 ? (
              <div className="sm:col-span-2">
                <Button type="button" variant="ghost" size="sm" onClick={() => education.remove(i)}>
                  Remove education {i + 1}
                </Button>
              </div>
            ) : null}
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => education.append(Object.fromEntries(educationKeys.map((k) => [k, ''])) as never)}>
          Add education
        </Button>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">Work experience</legend>
        {work.fields.map((row, i) => (
          <div key={row.id} className="grid gap-4 border-b border-slate-100 pb-4 sm:grid-cols-2">
            <p className="text-sm font-medium text-slate-700 sm:col-span-2">Work {i + 1}</p>
            <TextField form={f} name={`work_experience.${i}.employer`} label={`Employer (work ${i + 1})`} />
            <TextField form={f} name={`work_experience.${i}.job_title`} label={`Job title (work ${i + 1})`} />
            <TextField form={f} name={`work_experience.${i}.started`} label={`Started (work ${i + 1})`} type="month" />
            <TextField form={f} name={`work_experience.${i}.finished`} label={`Finished (work ${i + 1})`} type="month" />
            {work.fields.length > 1 ? (
              <div className="sm:col-span-2">
                <Button type="button" variant="ghost" size="sm" onClick={() => work.remove(i)}>
                  Remove work {i + 1}
                </Button>
              </div>
            ) : null}
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => work.append(Object.fromEntries(workKeys.map((k) => [k, ''])) as never)}>
          Add work experience
        </Button>
      </fieldset>
    </StepForm>
  );
}
