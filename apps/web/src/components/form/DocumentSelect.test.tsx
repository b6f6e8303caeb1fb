import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DocumentSelect, type PickableDocument } from './DocumentSelect';
import { texts } from '../../test/texts';

const CVS: PickableDocument[] = [
  { id: 'cv-1', name: 'Backend roles' },
  { id: 'cv-2', name: 'Short CV' },
];

function Picker({ documents, initial = '' }: { documents?: PickableDocument[]; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DocumentSelect
        label="CV"
        documents={documents}
        noneLabel="None"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <output>{value || 'empty'}</output>
    </>
  );
}

const options = () => texts(within(screen.getByRole('listbox')).getAllByRole('option'));

describe('DocumentSelect', () => {
  it('offers no document first, then each document by its name', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Picker documents={CVS} initial="cv-2" />);
    const select = screen.getByRole('combobox', { name: 'CV' });
    expect(select).toHaveTextContent('Short CV');

    await user.click(select);
    expect(options()).toEqual(['None', 'Backend roles', 'Short CV']);
    await user.click(screen.getByRole('option', { name: 'None' }));
    expect(screen.getByRole('status')).toHaveTextContent('empty');

    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Backend roles' }));
    expect(screen.getByRole('status')).toHaveTextContent('cv-1');
  });

  it('offers only the empty choice while the documents load', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Picker />);
    await user.click(screen.getByRole('combobox', { name: 'CV' }));
    expect(options()).toEqual(['None']);
  });
});
