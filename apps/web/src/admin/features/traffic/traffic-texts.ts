import { TRAFFIC_MONTH_EXISTS, TRAFFIC_UPDATE_SUCCESS } from '@agency/contract/traffic';

export const trafficTexts = {
  title: '유입 경로 통계',
  description: '방문자가 어디에서 들어왔는지 보여 줍니다. 같은 브라우저 세션에서는 한 번만 집계됩니다.',
  current: '현재',
  monthly: '월별',
  tabs: '통계 기간',
  total: '합계',
  autoRefresh: '30초마다 자동 새로고침',
  updatedAt: '마지막 갱신',
  month: '월 선택',
  noMonths: '월별 데이터가 없습니다.',
  loadFailed: '통계 데이터를 불러오는데 실패했습니다.',
  monthlyFailed: '월별 통계 데이터를 불러오는데 실패했습니다.',
  reset: '월별 데이터 업데이트 및 초기화',
  resetExplanation: '지난달이 아직 마감되지 않았습니다. 달이 바뀌면 서버가 자동으로 마감하며, 지금 바로 현재 집계를 지난달 데이터로 저장하고 0으로 초기화할 수도 있습니다.',
  resetConfirm: '현재 집계를 지난달 월별 데이터로 저장하고 현재 집계를 0으로 초기화합니다. 계속하시겠습니까?',
  resetSuccess: TRAFFIC_UPDATE_SUCCESS,
  resetExists: TRAFFIC_MONTH_EXISTS,
  resetFailed: '데이터 업데이트 중 오류가 발생했습니다.',
} as const;
