import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import AnnouncementBar from '..';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsby = require('gatsby') as { __setStaticQueryData: (d: unknown) => void };

function configure(id: string, isCloseable = true) {
  gatsby.__setStaticQueryData({
    siteConfig: { announcementBar: { id, content: `Release <b>${id}</b> is out`, backgroundColor: '#fff', textColor: '#000', isCloseable } },
  });
}

describe('announcement bar', () => {
  afterEach(() => localStorage.clear());

  it('closes, remembers the dismissal, and shows again for a new id', () => {
    configure('v1');
    const first = render(<AnnouncementBar />);
    expect(screen.getByText('v1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('v1')).toBeNull();
    first.unmount();

    render(<AnnouncementBar />).unmount();
    expect(localStorage.getItem('site.announcement.dismiss')).toBe('true');
    const again = render(<AnnouncementBar />);
    expect(again.container.textContent).toBe('');
    again.unmount();

    configure('v2');
    render(<AnnouncementBar />);
    expect(screen.getByText('v2')).toBeTruthy();
    expect(localStorage.getItem('site.announcement.id')).toBe('v2');
    expect(localStorage.getItem('site.announcement.dismiss')).toBeNull();
  });

  it('has no close button when not closeable', () => {
    configure('v3', false);
    render(<AnnouncementBar />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
