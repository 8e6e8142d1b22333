// Korean (한국어): an MCP import's notes and errors in Settings → Extensions, worded from their codes.
export const mcpImportWords = {
  mcpImportWords: {
    renamed: '“{{original}}”은(는) Hearth에서 “{{name}}”(이)라는 이름이 됩니다.',
    leftOut: '“{{field}}”은(는) Hearth에서 사용하지 않으므로 제외했습니다.',
    notObject: '“{{field}}”은(는) 객체여야 합니다: 로컬 프로그램은 {"command": …}, 원격 서버는 {"url": …}.',
    envFile: '“{{field}}.envFile”은(는) 지원하지 않습니다: 변수를 “env”에 넣으세요(값은 키체인에 저장됩니다).',
    disabledNotBoolean: '“{{field}}.disabled”는 true 또는 false여야 합니다.',
    badType: '“{{field}}.type”은(는) stdio, http, streamable-http, sse 중 하나여야 합니다(받은 값: {{got}}).',
    typeTransportDisagree: '“{{field}}.type”({{type}})과 “{{field}}.transport”({{transport}})가 서로 맞지 않습니다.',
    commandAndUrl:
      '“{{field}}”에 “command”와 “url”이 모두 있습니다: 로컬 프로그램이면 “command”, 원격 서버면 “url”만 쓰세요.',
    commandOrUrl: '“{{field}}”에는 “command”(로컬 프로그램) 또는 “url”(원격 서버)이 필요합니다.',
    typeNeedsUrl: '“{{field}}.type”이 {{type}}이면 “url”이 필요한데, 항목에 “command”가 있습니다.',
    stdioNeedsCommand: '“{{field}}.type”이 stdio이면 “command”가 필요한데, 항목에 “url”이 있습니다.',
    unknownInput: '“{{field}}”이(가) {{written}}을(를) 쓰지만, 파일의 “inputs”에 ID가 “{{id}}”인 입력이 없습니다.',
    passwordOutsideSecrets:
      '“{{field}}”이(가) 비밀번호 입력 “{{id}}”을(를) 씁니다. Hearth는 비밀 값을 “env”나 “headers”에만 둡니다(키체인에 저장됨). 그곳으로 옮기세요.',
    envNotSet: '“{{field}}”이(가) {{written}}을(를) 쓰지만, 이 환경에 설정되어 있지 않습니다.',
    unknownVariable: '“{{field}}”이(가) {{written}}을(를) 쓰지만 Hearth가 채울 수 없습니다. 값을 직접 쓰세요.',
    badTransport: '“{{field}}.transport”는 stdio, http, sse 중 하나여야 합니다(받은 값: {{got}}).',
    unknownField: '“{{field}}”은(는) Hearth가 아는 필드가 아닙니다.',
    notServer: '“{{field}}”은(는) 올바른 MCP 서버가 아닙니다.',
    invalidValue: '“{{field}}”에 Hearth가 사용할 수 없는 값이 있습니다.',
    notImportable: '가져올 수 없음',
    keptExisting: '이름이 “{{name}}”인 서버가 이미 있어 그대로 두었습니다',
    needsInput:
      '입력 “{{id}}”({{description}})에 값이 필요합니다: 터미널에서 --yes 없이 가져오거나 설정에서 가져오세요',
    fileNotJson: '{{file}}은(는) JSON이 아닙니다.',
    fileNotObject: '{{file}}은(는) JSON 객체가 아닙니다.',
    fileNoServers: '{{file}}에는 “mcpServers” 객체(Claude Desktop, Cursor)도 “servers” 객체(VS Code)도 없습니다.',
    fileUnreadable: '{{file}}을(를) 읽을 수 없습니다({{errno}}).',
    valueNothing: '없음',
    valueNumber: '숫자',
    valueBoolean: '참 또는 거짓',
    valueObject: '객체 또는 목록',
    valueOther: '다른 종류의 값',
  },
};
