import type { AddJobArtistInput, ChangeJobArtistInput, CreateJobInput, UpdateJobInput } from '@agency/contract/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

export type JobFilter = { from?: string; to?: string; artistId?: number; boardId?: number; inquiryId?: number; packageId?: number };

/** GET /api/admin/jobs: the jobs with a day in the range (or of an artist, board, inquiry or package). */
export function useJobs(filter: JobFilter, enabled = true) {
  return useQuery({ queryKey: queryKeys.jobs.list(filter), queryFn: () => call('listJobs', { query: filter }), enabled });
}

/** GET /api/admin/jobs/{id}, as the editor loads it. */
export const jobQuery = (id: number) => ({ queryKey: queryKeys.jobs.detail(id), queryFn: () => call('getJob', { params: { id } }) });

/** A new job's fields from an inquiry (its sender, the dates and artists it names). */
export function useJobDraft(inquiryId: number | undefined) {
  return useQuery({
    queryKey: ['job-draft', inquiryId],
    queryFn: () => call('getJobDraftFromInquiry', { params: { id: String(inquiryId) } }),
    enabled: inquiryId !== undefined,
  });
}

function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
}

export function useCreateJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({ mutationFn: (body: CreateJobInput) => call('createJob', { body }), onSuccess: invalidate });
}

export function useUpdateJob(id: number) {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ body, version }: { body: UpdateJobInput; version: number | undefined }) => call('updateJob', { params: { id }, body, ifMatch: version }),
    onSuccess: invalidate,
  });
}

/** Moves a job's days from the week (a drag): the whole job saved with its version. */
export function useMoveJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: UpdateJobInput; version: number }) => call('updateJob', { params: { id }, body, ifMatch: version }),
    onSettled: invalidate,
  });
}

export function useDeleteJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({ mutationFn: ({ id, version }: { id: number; version: number | undefined }) => call('deleteJob', { params: { id }, ifMatch: version }), onSuccess: invalidate });
}

export function useAddJobArtist(jobId: number) {
  const invalidate = useInvalidateJobs();
  return useMutation({ mutationFn: (body: AddJobArtistInput) => call('addJobArtist', { params: { id: jobId }, body }), onSuccess: invalidate });
}

export function useChangeJobArtist(jobId: number) {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ artistId, body }: { artistId: number; body: ChangeJobArtistInput }) => call('changeJobArtist', { params: { id: jobId, artistId }, body }),
    onSuccess: invalidate,
  });
}

export function useSendConfirmation(jobId: number) {
  const invalidate = useInvalidateJobs();
  return useMutation({ mutationFn: (language: 'ko' | 'en') => call('sendJobConfirmation', { params: { id: jobId }, body: { language } }), onSuccess: invalidate });
}
