import { FormControl as F36FormControl, Select } from '@contentful/f36-components';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormControl } from './form-control.js';

afterEach(() => vi.restoreAllMocks());

/** Two labelled selects, as the workbench's entry list draws its filters. */
function Filters({ Control }: { Control: typeof F36FormControl }) {
  return (
    <>
      <Control>
        <Control.Label>Content type</Control.Label>
        <Select defaultValue="">
          <Select.Option value="">Any</Select.Option>
        </Select>
      </Control>
      <Control>
        <Control.Label>Compliance</Control.Label>
        <Select defaultValue="">
          <Select.Option value="">Any</Select.Option>
        </Select>
        <Control.HelpText>Static pages need a compliance number.</Control.HelpText>
      </Control>
    </>
  );
}

describe('FormControl with ids from React (@insurer/cms-shared/form-control)', () => {
  it('given Forma 36’s own FormControl and two controls drawing the same random number, then both fields share one id (the defect the wrapper exists for)', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    render(<Filters Control={F36FormControl} />);
    expect(screen.getAllByRole('combobox').map((select) => select.id)).toEqual(['field-_5000', 'field-_5000']);
    expect(screen.getByRole('combobox', { name: 'Content type Compliance' })).toBeTruthy();
  });

  it('given the same random number, then each field keeps its own label and help text', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    render(<Filters Control={FormControl} />);
    const [type, compliance] = screen.getAllByRole('combobox');
    expect(type).toBe(screen.getByRole('combobox', { name: 'Content type' }));
    expect(compliance).toBe(screen.getByRole('combobox', { name: 'Compliance' }));
    expect(type!.id).not.toBe(compliance!.id);
    expect(compliance!.getAttribute('aria-describedby')).toBe(`${compliance!.id}-helptext`);
    expect(document.getElementById(`${compliance!.id}-helptext`)?.textContent).toBe('Static pages need a compliance number.');
  });

  it('given an explicit id and a ref, then the id is kept and the ref reaches the element', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <FormControl id="investment-term" ref={ref}>
        <FormControl.Label>Term</FormControl.Label>
        <Select defaultValue="6">
          <Select.Option value="6">6 years</Select.Option>
        </Select>
      </FormControl>,
    );
    expect(screen.getByRole('combobox', { name: 'Term' }).id).toBe('investment-term');
    expect(ref.current?.getAttribute('role')).toBe('group');
  });
});
