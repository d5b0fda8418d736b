import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackForm } from '@/features/feedback/FeedbackForm';
import { USERS } from '@mocks/db/seed-ids';
import { quietHttpErrors, renderSignedIn, route, useAccountMock } from './helpers';

const mock = useAccountMock();
const PAGE = 'http://localhost:3000/App_store';
const routes = [route('/feedback', <FeedbackForm pageUrl={PAGE} />)];
const feedbackOf = (userId: number) =>
  mock.state.db.feedback.all().filter((f) => f.user_id === userId);

describe('FeedbackForm', () => {
  it('asks for a message before sending anything', async () => {
    await renderSignedIn('member@example.com', routes, '/feedback');
    fireEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Tell us what you think.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your feedback')).toHaveAttribute('aria-invalid', 'true');
    expect(feedbackOf(USERS.member)).toHaveLength(1); // the seeded one only
  });

  it('keeps everything when sending fails, sends on retry, then shows the sent state', async () => {
    const logged = quietHttpErrors();
    mock.state.faults.force('sendFeedback', { status: 500, times: 1 });
    await renderSignedIn('nocouncil@example.com', routes, '/feedback');
    fireEvent.change(await screen.findByLabelText('Subject (optional)'), {
      target: { value: 'Search' },
    });
    fireEvent.change(screen.getByLabelText('Your feedback'), {
      target: { value: 'Search should find agents by tool.' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /4/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your feedback was not sent');
    expect(alert).toHaveTextContent('Nothing you wrote is lost.');
    expect(screen.getByLabelText('Your feedback')).toHaveValue(
      'Search should find agents by tool.',
    );
    expect(screen.getByLabelText('Subject (optional)')).toHaveValue('Search');
    expect(screen.getByRole('radio', { name: /4/ })).toBeChecked();
    expect(feedbackOf(USERS.noCouncil)).toHaveLength(0);

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you, your feedback was sent.')).toBeInTheDocument();
    const [stored] = feedbackOf(USERS.noCouncil);
    expect(stored).toMatchObject({
      subject: 'Search',
      message: 'Search should find agents by tool.',
      rating: 4,
      page_url: PAGE,
    });
    expect(sessionStorage.getItem('council-chat:typed:feedback')).toBeNull();
    expect(logged()).toEqual([expect.stringMatching(/POST \S+\/api\/feedback 500/)]);
  });

  it('keeps what is typed while the feedback is on its way, and sends the first feedback once', async () => {
    await renderSignedIn('nocouncil@example.com', routes, '/feedback');
    fireEvent.change(await screen.findByLabelText('Subject (optional)'), {
      target: { value: 'Search' },
    });
    fireEvent.change(screen.getByLabelText('Your feedback'), {
      target: { value: 'Search should find agents by tool.' },
    });
    mock.state.faults.hold('sendFeedback');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(mock.state.faults.held('sendFeedback')).toBe(1));
    fireEvent.change(screen.getByLabelText('Your feedback'), {
      target: { value: 'And one more thing: the sidebar.' },
    });
    mock.state.faults.release('sendFeedback');

    expect(
      await screen.findByText(/Your feedback was sent\. What you wrote since is kept here/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thank you, your feedback was sent.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your feedback')).toHaveValue('And one more thing: the sidebar.');
    // The subject went with the first feedback, untouched since: blank for the next one.
    expect(screen.getByLabelText('Subject (optional)')).toHaveValue('');
    await waitFor(() =>
      expect(sessionStorage.getItem('council-chat:typed:feedback')).toContain('And one more thing'),
    );
    expect(feedbackOf(USERS.noCouncil)).toEqual([
      expect.objectContaining({ subject: 'Search', message: 'Search should find agents by tool.' }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you, your feedback was sent.')).toBeInTheDocument();
    expect(feedbackOf(USERS.noCouncil).map((f) => f.message)).toEqual([
      'Search should find agents by tool.',
      'And one more thing: the sidebar.',
    ]);
  });

  it('keeps the draft when the form is closed and opened again', async () => {
    const first = await renderSignedIn('member@example.com', routes, '/feedback');
    fireEvent.change(await screen.findByLabelText('Your feedback'), {
      target: { value: 'Half-written thought' },
    });
    await waitFor(() =>
      expect(sessionStorage.getItem('council-chat:typed:feedback')).toContain(
        'Half-written thought',
      ),
    );
    first.unmount();
    await renderSignedIn('member@example.com', routes, '/feedback');
    expect(await screen.findByLabelText('Your feedback')).toHaveValue('Half-written thought');
  });
});
