/** Before the sign-in ends: the warning and signing in again without leaving the screen (decision 101). */
export const sessionTexts = {
  warning: (time: string) => `로그인이 ${time}에 만료됩니다. 다시 로그인하면 이 화면에서 하던 작업을 그대로 이어 갈 수 있습니다.`,
  expired: '로그인이 만료되었습니다. 다시 로그인하면 이 화면에서 하던 작업을 그대로 이어 갈 수 있습니다. 입력한 내용은 이 브라우저에 보관되어 있습니다.',
  signInAgain: '다시 로그인',
  dialogTitle: '다시 로그인',
  dialogLead: '화면을 떠나지 않고 로그인을 연장합니다. 입력하던 내용은 그대로 남습니다.',
  account: '계정',
  password: '비밀번호',
  submit: '로그인',
  failed: '비밀번호가 맞지 않습니다.',
  tooMany: '시도가 너무 많습니다. 잠시 후 다시 시도하세요.',
  close: '닫기',
  done: '다시 로그인했습니다. 하던 작업을 계속하세요.',
} as const;
