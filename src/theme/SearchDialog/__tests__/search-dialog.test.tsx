import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import SearchDialog from '..';

// jsdom has no modal dialogs: showModal and close only toggle `open` here.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('SearchDialog outside a production build', () => {
  // Jest runs with NODE_ENV=test, like `gatsby develop` (development): no index was built.
  it('says that search works on a production build instead of failing, and still closes', async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    const onClose = jest.fn();
    await act(async () => {
      render(<SearchDialog onClose={onClose} version="current" />);
    });
    const dialog = screen.getByRole('dialog', { name: 'Search the documentation' });
    expect(dialog.hasAttribute('open')).toBe(true);
    const input = screen.getByRole('combobox', { name: 'Search docs, blog and API' });
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'snmp' } });
    expect(screen.getByRole('status').textContent).toBe('Search works on a production build: run npm start (npm run build, then npm run serve).');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
