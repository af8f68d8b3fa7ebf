'use client';
import type { Survey, SurveyAnswers, SurveyProblem } from '@vitrine/content';
import { SurveyForm } from '@vitrine/shell/survey';
import { Dialog } from '@vitrine/ui';
import { useState } from 'react';

/** The survey in a dialog: answers go to `/api/inform/rating/new/store`, which checks them again. */
export default function SurveyDialog({ survey, onClose, onAnswered }: { survey: Survey; onClose: () => void; onAnswered: () => void }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'answered' | 'failed'>('idle');
  const [problems, setProblems] = useState<Record<string, SurveyProblem>>({});

  const send = async (answers: SurveyAnswers) => {
    setState('sending');
    try {
      const res = await fetch('/api/inform/rating/new/store', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: survey.locale, surveyId: survey.id, answers }),
      });
      if (res.status === 201 || res.status === 409) {
        setState(res.status === 201 ? 'sent' : 'answered');
        onAnswered();
        return;
      }
      if (res.status === 400) {
        const body = (await res.json().catch(() => ({}))) as { error?: { problems?: Record<string, SurveyProblem> } };
        if (body.error?.problems) {
          setProblems(body.error.problems);
          setState('idle');
          return;
        }
      }
      setState('failed');
    } catch {
      setState('failed');
    }
  };

  return (
    <Dialog title={survey.title} open onOpenChange={(open) => (open ? undefined : onClose())}>
      <SurveyForm survey={survey} state={state} problems={problems} onSubmit={(answers) => void send(answers)} />
    </Dialog>
  );
}
