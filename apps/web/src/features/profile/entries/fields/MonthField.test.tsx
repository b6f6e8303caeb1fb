import '../../../../app/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DatePickersProvider } from '../../ui/DatePickersProvider';
import { MonthField } from './MonthField';

interface Values {
  positionStart: string | null;
}

function Form() {
  const form = useForm<Values>({ defaultValues: { positionStart: null } });
  const stored = useWatch({ control: form.control, name: 'positionStart' });
  return (
    <DatePickersProvider>
      <FormProvider {...form}>
        <MonthField<Values> name="positionStart" bound="start" />
        <button type="button">Elsewhere</button>
        <output aria-label="Stored">{String(stored)}</output>
      </FormProvider>
    </DatePickersProvider>
  );
}

/** Types `keys` into the month section of an empty field, then leaves it. */
async function typeMonth(keys: string) {
  const user = userEvent.setup({ delay: null });
  render(<Form />);
  const month = screen.getAllByRole('spinbutton')[0] as HTMLElement;
  await user.click(month);
  await user.keyboard(keys);
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  return screen.getByRole('status', { name: 'Stored' }).textContent;
}

describe('typing a month', () => {
  it('reads "1" and "2020" as January 2020, not December 0020', async () => {
    expect(await typeMonth('12020')).toBe('2020-01-01');
    const [month, year] = screen.getAllByRole('spinbutton');
    expect(month).toHaveTextContent('Jan');
    expect(year).toHaveTextContent('2020');
  });

  it('reads "1" and "1999" as January 1999', async () => {
    expect(await typeMonth('11999')).toBe('1999-01-01');
  });

  it('still reads "12" and "2020" as December 2020', async () => {
    expect(await typeMonth('122020')).toBe('2020-12-01');
  });

  it('reads "3" and "2021" as March 2021', async () => {
    expect(await typeMonth('32021')).toBe('2021-03-01');
  });
});
