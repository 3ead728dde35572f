'use client';

import type { CountryChoice } from '@/lib/countries/schema';
import { useLocale, useTranslations } from 'next-intl';
import { formatLanguageName } from '@/components/catalogue/format';
import type { z } from 'zod';
import { useFieldArray } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '@/components/forms/field';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { genderLabels } from '@/lib/accounts/register-options';
import { saveStepAction } from '@/lib/applications/actions';
import {
  chineseLevelChoices,
  chineseLevelLabels,
  englishCertificateChoices,
  englishCertificateLabels,
  englishLevelChoices,
  englishLevelLabels,
  genderChoices,
  maritalStatusChoices,
  maritalStatusLabels,
  nativeLanguageChoices,
  nativeLanguageCodes,
  nativeLanguageLabels,
  religionChoices,
  religionLabels,
  studentStepSchema,
} from '@/lib/applications/schemas';
import { educationKeys, workKeys } from '@/lib/applications/wizard-form';
import { Group, StepForm, useChoiceOptions } from './step-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

/** Step 1: contact details, student information, both addresses, languages, education and work rows. */
export function StudentStep({ applicationId, defaults, countries }: { applicationId: number; defaults: Values; countries: CountryChoice[] }) {
  const f = useActionForm(studentStepSchema as unknown as z.ZodType<unknown, Values>, saveStepAction, { defaultValues: defaults, resetOnSuccess: false });
  const education = useFieldArray({ control: f.form.control, name: 'education_background' as never });
  const work = useFieldArray({ control: f.form.control, name: 'work_experience' as never });
  const same = f.form.watch('postal_same_as_home' as never) as unknown as boolean;
  const t = useTranslations('admissionsWizard.studentStep');
  const choices = useChoiceOptions();
  const { options, yesNo } = choices;
  const countryOptions = choices.countryOptions(countries);
  const locale = useLocale();
  // Native languages by name in the page's language (Intl), "Other" from the catalogue.
  const languageLabels: Record<string, string> = { ...nativeLanguageLabels };
  for (const [english, code] of Object.entries(nativeLanguageCodes)) languageLabels[english] = formatLanguageName(code, english, locale);

  const address = (prefix: 'home_address' | 'postal_address', legend: string) => (
    <Group legend={legend}>
      <SelectField form={f} name={`${prefix}.country`} label={t('country')} required options={countryOptions} />
      <TextField form={f} name={`${prefix}.city`} label={t('city')} required autoComplete="address-level2" />
      <TextField form={f} name={`${prefix}.district`} label={t('district')} />
      <TextField form={f} name={`${prefix}.street`} label={t('street')} required autoComplete="street-address" />
      <TextField form={f} name={`${prefix}.postal_code`} label={t('postalCode')} autoComplete="postal-code" />
      <TextField form={f} name={`${prefix}.receiver_name`} label={t('receiverName')} />
    </Group>
  );

  return (
    <StepForm form={f} applicationId={applicationId} step="student" backHref={null} label={t('formLabel')}>
      <Group legend={t('contactDetails')}>
        <TextField form={f} name="contact_details.email" label={t('email')} type="email" required autoComplete="email" />
        <TextField form={f} name="contact_details.phone" label={t('phone')} type="tel" required autoComplete="tel" />
        <TextField form={f} name="contact_details.wechat" label={t('wechat')} required />
      </Group>

      <Group legend={t('studentInformation')}>
        <TextField form={f} name="students_information.first_name" label={t('firstName')} required autoComplete="given-name" />
        <TextField form={f} name="students_information.middle_name" label={t('middleName')} autoComplete="additional-name" />
        <TextField form={f} name="students_information.last_name" label={t('lastName')} required autoComplete="family-name" />
        <TextField form={f} name="students_information.chinese_name" label={t('chineseName')} />
        <TextField form={f} name="students_information.date_of_birth" label={t('dateOfBirth')} type="date" required autoComplete="bday" />
        <TextField form={f} name="students_information.place_of_birth" label={t('placeOfBirth')} />
        <TextField form={f} name="students_information.passport_number" label={t('passportNumber')} required />
        <TextField form={f} name="students_information.passport_expiry_date" label={t('passportExpiryDate')} type="date" required />
        <SelectField form={f} name="students_information.nationality" label={t('nationality')} required options={countryOptions} />
        <SelectField form={f} name="students_information.religion" label={t('religion')} options={options(religionChoices, religionLabels)} />
        <SelectField form={f} name="students_information.gender" label={t('gender')} required options={options(genderChoices, genderLabels)} />
        <SelectField form={f} name="students_information.marital_status" label={t('maritalStatus')} options={options(maritalStatusChoices, maritalStatusLabels)} />
        <SelectField form={f} name="students_information.in_china" label={t('inChina')} required options={yesNo} />
        <SelectField form={f} name="students_information.alcohol" label={t('alcohol')} required options={yesNo} />
        <TextField form={f} name="students_information.hobbies" label={t('hobbies')} multiline rows={2} className="sm:col-span-2" />
      </Group>

      {address('home_address', t('homeAddress'))}
      <CheckboxField form={f} name="postal_same_as_home" label={t('postalSameAsHome')} />
      {same ? null : address('postal_address', t('postalAddress'))}

      <Group legend={t('languageProficiency')}>
        <SelectField form={f} name="language_proficiency.native_language" label={t('nativeLanguage')} required options={options(nativeLanguageChoices, languageLabels)} />
        <SelectField form={f} name="language_proficiency.english_level" label={t('englishLevel')} options={options(englishLevelChoices, englishLevelLabels)} />
        <SelectField form={f} name="language_proficiency.english_certificate" label={t('englishCertificate')} options={options(englishCertificateChoices, englishCertificateLabels)} />
        <SelectField form={f} name="language_proficiency.chinese_level" label={t('chineseLevel')} options={options(chineseLevelChoices, chineseLevelLabels)} />
      </Group>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">{t('educationBackground')}</legend>
        <FieldError message={f.errorFor('education_background')} />
        {education.fields.map((row, i) => (
          <div key={row.id} className="grid gap-4 border-b border-slate-100 pb-4 sm:grid-cols-2">
            <p className="text-sm font-medium text-slate-700 sm:col-span-2">{t('educationN', { n: i + 1 })}</p>
            <TextField form={f} name={`education_background.${i}.school`} label={t('educationSchool', { n: i + 1 })} required />
            <TextField form={f} name={`education_background.${i}.major`} label={t('educationMajor', { n: i + 1 })} required />
            <TextField form={f} name={`education_background.${i}.started`} label={t('educationStarted', { n: i + 1 })} type="month" required />
            <TextField form={f} name={`education_background.${i}.finished`} label={t('educationFinished', { n: i + 1 })} type="month" required />
            <TextField form={f} name={`education_background.${i}.gpa`} label={t('educationGpa', { n: i + 1 })} />
            <SelectField form={f} name={`education_background.${i}.country`} label={t('educationCountry', { n: i + 1 })} required options={countryOptions} />
            {education.fields.length > 1 ? (
              <div className="sm:col-span-2">
                <Button type="button" variant="ghost" size="sm" onClick={() => education.remove(i)}>
                  {t('removeEducation', { n: i + 1 })}
                </Button>
              </div>
            ) : null}
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => education.append(Object.fromEntries(educationKeys.map((k) => [k, ''])) as never)}>
          {t('addEducation')}
        </Button>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">{t('workExperience')}</legend>
        {work.fields.map((row, i) => (
          <div key={row.id} className="grid gap-4 border-b border-slate-100 pb-4 sm:grid-cols-2">
            <p className="text-sm font-medium text-slate-700 sm:col-span-2">{t('workN', { n: i + 1 })}</p>
            <TextField form={f} name={`work_experience.${i}.employer`} label={t('workEmployer', { n: i + 1 })} />
            <TextField form={f} name={`work_experience.${i}.job_title`} label={t('workJobTitle', { n: i + 1 })} />
            <TextField form={f} name={`work_experience.${i}.started`} label={t('workStarted', { n: i + 1 })} type="month" />
            <TextField form={f} name={`work_experience.${i}.finished`} label={t('workFinished', { n: i + 1 })} type="month" />
            {work.fields.length > 1 ? (
              <div className="sm:col-span-2">
                <Button type="button" variant="ghost" size="sm" onClick={() => work.remove(i)}>
                  {t('removeWork', { n: i + 1 })}
                </Button>
              </div>
            ) : null}
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => work.append(Object.fromEntries(workKeys.map((k) => [k, ''])) as never)}>
          {t('addWorkExperience')}
        </Button>
      </fieldset>
    </StepForm>
  );
}
